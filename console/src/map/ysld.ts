import { isScalar, parseDocument, visit } from 'yaml';
/**
 * A reader of GeoServer's YSLD for the console's preview (issue 33 item 5): it builds a GeoStyler
 * `Style` (rules, filters, scale denominators, Fill, Line, Mark, Icon and Text symbolizers), which
 * geostyler-mapbox-parser then writes as MapLibre layers. No GeoStyler YSLD parser exists on npm.
 *
 * The subset is the one the server checks (src/domains/styles/validators/ysld-schema.ts): feature styles,
 * rules (`filter` in CQL, `else`, `scale`, `zoom` on the default WebMercator grid), and the point, line,
 * polygon and text symbolizers with their colours, widths, opacities, dashes, joins, caps, marks,
 * external graphics, labels, fonts and halos. Everything else is named in `unconverted`, never
 * silently dropped: raster symbolizers, graphic fills and strokes, transforms, vendor options, `${...}`
 * expressions other than an attribute's name, filters CQL's reader cannot turn into a GeoStyler filter.
 */
export interface YsldRead {
  style: Style;
  /** What was left out, in words ("rule roads: line symbolizer: stroke-graphic not converted"). */
  unconverted: string[];
}

/*
 * The part of GeoStyler's style model (geostyler-style) this reader writes, declared here: the console's
 * parsers are built on different versions of geostyler-style, and its type declarations do not resolve
 * under the server's module settings, which also compile this file for the unit tests.
 */
/** A GeoStyler filter: `[operator, ...operands]` (`==`, `&&`, `!`, ...). */
export type Filter = unknown[];
export interface ScaleDenominator {
  min?: number;
  max?: number;
}
export interface Symbolizer {
  kind: 'Fill' | 'Line' | 'Mark' | 'Icon' | 'Text';
  [property: string]: unknown;
}
export interface Rule {
  name: string;
  filter?: Filter;
  scaleDenominator?: ScaleDenominator;
  symbolizers: Symbolizer[];
}
export interface Style {
  name: string;
  rules: Rule[];
}

/** Reads a CQL expression or filter into GeoStyler's form (geostyler-cql-parser's `read`). */
export type CqlReader = (cql: string) => unknown;

type Map_ = Record<string, unknown>;

const isMap = (v: unknown): v is Map_ => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Scale denominator of WebMercatorQuad's zoom 0 (OGC TMS 2.0), YSLD's default grid for `zoom`. */
const ZOOM0_SCALE = 559082264.0287178;
const scaleOfZoom = (z: number) => ZOOM0_SCALE / 2 ** z;

/** Alias expansions allowed (as the server's check): the guard against YAML "billion laughs". */
const MAX_ALIAS_COUNT = 100;

const EXPRESSION = /^\$\{([\s\S]*)\}$/;
const ATTRIBUTE = /^\s*([A-Za-z_][\w.:-]*)\s*$/;

/** What one symbolizer key turned into, or why it did not. */
type Value<T> = { ok: T } | { no: string };

export function readYsld(body: string, readCql: CqlReader): YsldRead {
  const doc = parseDocument(body, { merge: true, uniqueKeys: false });
  if (doc.errors.length) throw new Error(doc.errors[0].message.split('\n')[0]);
  // Colours written 0xRRGGBB or as six decimal digits are numbers to YAML: they are kept as written.
  visit(doc, {
    Scalar(_key, node) {
      if (typeof node.value === 'number' && isScalar(node) && typeof node.source === 'string')
        if (/^(0x[0-9a-f]{6}|[0-9a-f]{6})$/i.test(node.source)) node.value = node.source;
    },
  });
  const root = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) as unknown;
  if (!isMap(root)) throw new Error('a YSLD style must be a YAML mapping');
  return new Reader(readCql).style(root);
}

const OPPOSITE: Record<string, string> = { '==': '!=', '!=': '==', '<': '>=', '>=': '<', '>': '<=', '<=': '>' };

/**
 * The negation of a filter, with the comparisons turned round (De Morgan) rather than wrapped in `!`:
 * geostyler-mapbox-parser writes comparisons in MapLibre's legacy filter form, which a `!` around them
 * would read as an expression comparing two strings.
 */
function negate(f: unknown): unknown {
  const [op, ...args] = f as unknown[];
  if (op === '&&') return ['||', ...args.map(negate)];
  if (op === '||') return ['&&', ...args.map(negate)];
  if (op === '!') return args[0];
  if (typeof op === 'string' && op in OPPOSITE) return [OPPOSITE[op], ...args];
  if (op === '<=x<=') return ['||', ['<', args[0], args[1]], ['>', args[0], args[2]]];
  return ['!', f];
}

class Reader {
  readonly unconverted: string[] = [];
  constructor(private readonly readCql: CqlReader) {}

  private skip(where: string, what: string) {
    this.unconverted.push(`${where}: ${what}`);
  }

  style(root: Map_): YsldRead {
    const rules: Rule[] = [];
    const grid = root.grid;
    if (grid !== undefined) {
      const name = isMap(grid) ? String(grid.name ?? '') : '';
      if (!/^(WebMercator|EPSG:3857|EPSG:900913)$/i.test(name))
        this.skip('grid', `${name || 'this grid'} not converted (zoom levels are read on WebMercator)`);
    }
    for (const k of Object.keys(root))
      if (!['name', 'title', 'abstract', 'feature-styles', 'rules', 'symbolizers', 'grid', 'define'].includes(k))
        this.skip('style', `${k} not converted`);
    if (Array.isArray(root['feature-styles'])) {
      root['feature-styles'].forEach((fs, i) => {
        if (isMap(fs)) rules.push(...this.featureStyle(fs, `feature style ${String(fs.name ?? i + 1)}`));
      });
    } else if (Array.isArray(root.rules)) {
      rules.push(...this.rules(root.rules, 'style'));
    } else if (Array.isArray(root.symbolizers)) {
      rules.push(...this.rules([{ symbolizers: root.symbolizers }], 'style'));
    }
    if (rules.length === 0) throw new Error('a YSLD style needs at least one rule');
    const name = typeof root.name === 'string' ? root.name : 'ysld';
    return { style: { name, rules }, unconverted: this.unconverted };
  }

  private featureStyle(fs: Map_, where: string): Rule[] {
    for (const k of Object.keys(fs))
      if (!['name', 'title', 'abstract', 'rules'].includes(k)) this.skip(where, `${k} not converted`);
    return Array.isArray(fs.rules) ? this.rules(fs.rules, where) : [];
  }

  /** The rules of one feature style; an `else` rule is drawn where none of the others' filters holds. */
  private rules(list: unknown[], where: string): Rule[] {
    const maps = list.filter(isMap);
    const read = maps.map((r, i) => this.rule(r, i));
    const filters: Filter[] = [];
    let unfiltered = false;
    read.forEach((r, i) => {
      if (maps[i].else === true || maps[i].else === 'true') return;
      if (r.filter) filters.push(r.filter);
      else unfiltered = true;
    });
    return read.map((r, i) => {
      if (!(maps[i].else === true || maps[i].else === 'true')) return r;
      if (unfiltered)
        this.skip(`${where}, rule ${r.name}`, 'else: another rule has no filter, so this one never applies; not drawn');
      if (unfiltered) return { ...r, symbolizers: [] };
      if (filters.length === 0) return r;
      const none = filters.length === 1 ? negate(filters[0]) : ['&&', ...filters.map(negate)];
      return { ...r, filter: none as Filter };
    });
  }

  private rule(r: Map_, index: number): Rule {
    const name = String(r.name ?? r.title ?? `rule ${index + 1}`);
    const where = `rule ${name}`;
    const rule: Rule = { name, symbolizers: [] };
    for (const k of Object.keys(r))
      if (!['name', 'title', 'abstract', 'filter', 'else', 'scale', 'zoom', 'symbolizers', 'legend'].includes(k))
        this.skip(where, `${k} not converted`);
    if (r.filter !== undefined) {
      const cql = String(r.filter).replace(EXPRESSION, '$1').trim();
      const filter = this.filter(cql);
      if (filter) rule.filter = filter;
      else this.skip(where, `filter ${cql} not converted: the rule is drawn for every feature`);
    }
    const scale = this.range(r.scale, where, 'scale', (v) => v);
    const zoom = this.range(r.zoom, where, 'zoom', (z, end) => scaleOfZoom(end === 'min' ? z - 0.5 : z + 0.5));
    // A zoom range is the scale range the other way round: the lowest zoom is the largest scale.
    const denominator: ScaleDenominator = {};
    if (scale?.min !== undefined) denominator.min = scale.min;
    if (scale?.max !== undefined) denominator.max = scale.max;
    if (zoom?.max !== undefined) denominator.min = zoom.max;
    if (zoom?.min !== undefined) denominator.max = zoom.min;
    if (denominator.min !== undefined || denominator.max !== undefined) rule.scaleDenominator = denominator;
    if (Array.isArray(r.symbolizers))
      for (const item of r.symbolizers) {
        if (!isMap(item)) continue;
        for (const [kind, props] of Object.entries(item)) {
          const s = this.symbolizer(kind, isMap(props) ? props : {}, where);
          if (s) rule.symbolizers.push(s);
        }
      }
    return rule;
  }

  /** `[min, max]`, either end a number or the word `min`/`max` (no bound). */
  private range(
    v: unknown,
    where: string,
    key: string,
    toScale: (n: number, end: 'min' | 'max') => number,
  ): { min?: number; max?: number } | undefined {
    if (v === undefined) return undefined;
    if (!Array.isArray(v) || v.length !== 2) {
      this.skip(where, `${key} ${JSON.stringify(v)} not converted`);
      return undefined;
    }
    const end = (x: unknown, which: 'min' | 'max') => {
      if (x === which || x === null) return undefined;
      const n = Number(x);
      return Number.isFinite(n) ? toScale(n, which) : undefined;
    };
    return { min: end(v[0], 'min'), max: end(v[1], 'max') };
  }

  /** A CQL filter as GeoStyler's, if CQL's reader gives one the writers know (not LIKE or IN). */
  private filter(cql: string): Filter | undefined {
    const got = this.readCql(cql);
    return this.isFilter(got) ? (got as Filter) : undefined;
  }

  private isFilter(f: unknown): boolean {
    if (!Array.isArray(f) || f.length < 2) return false;
    const [op, ...args] = f as unknown[];
    if (op === '&&' || op === '||') return args.every((a) => this.isFilter(a));
    if (op === '!') return args.length === 1 && this.isFilter(args[0]);
    if (!['==', '!=', '<', '<=', '>', '>=', '*=', '<=x<='].includes(String(op))) return false;
    return args.every((a) => ['string', 'number', 'boolean'].includes(typeof a) || a === null);
  }

  private symbolizer(kind: string, p: Map_, rule: string): Symbolizer | undefined {
    const where = `${rule}: ${kind} symbolizer`;
    const out: Record<string, unknown> = {};
    const used = new Set<string>();
    const take = <T>(key: string, to: string, read: (v: unknown) => Value<T>, from: Map_ = p, prefix = '') => {
      if (!(key in from)) return;
      used.add(prefix + key);
      const v = read(from[key]);
      if ('ok' in v) out[to] = v.ok;
      else this.skip(where, `${prefix}${key}: ${v.no}`);
    };
    const done = (s: Symbolizer, own: Map_ = p, prefix = '') => {
      for (const k of Object.keys(own)) if (!used.has(prefix + k)) this.skip(where, `${prefix}${k} not converted`);
      return s;
    };
    const num = (v: unknown) => this.number(v);
    const col = (v: unknown) => this.colour(v);
    const dash = (v: unknown) => this.lengths(v);
    switch (kind) {
      case 'polygon':
        take('fill-color', 'color', col);
        take('fill-opacity', 'fillOpacity', num);
        take('stroke-color', 'outlineColor', col);
        take('stroke-width', 'outlineWidth', num);
        take('stroke-opacity', 'outlineOpacity', num);
        take('stroke-dasharray', 'outlineDasharray', dash);
        take('stroke-linejoin', 'outlineJoin', (v) => this.join(v));
        take('stroke-linecap', 'outlineCap', (v) => this.word(v));
        return done({ kind: 'Fill', ...out } as Symbolizer);
      case 'line':
        take('stroke-color', 'color', col);
        take('stroke-width', 'width', num);
        take('stroke-opacity', 'opacity', num);
        take('stroke-dasharray', 'dasharray', dash);
        take('stroke-dashoffset', 'dashOffset', num);
        take('stroke-linejoin', 'join', (v) => this.join(v));
        take('stroke-linecap', 'cap', (v) => this.word(v));
        take('offset', 'perpendicularOffset', num);
        return done({ kind: 'Line', ...out } as Symbolizer);
      case 'point': {
        take('size', 'size', num);
        take('opacity', 'opacity', num);
        take('rotation', 'rotate', num);
        used.add('symbols');
        const symbols = (Array.isArray(p.symbols) ? p.symbols : []).filter(isMap);
        symbols
          .slice(1)
          .forEach((s) => this.skip(where, `${Object.keys(s).join(', ')}: only the first symbol is drawn`));
        const first = symbols[0] ?? { mark: { shape: 'square' } };
        const { size, ...common } = out;
        if (isMap(first.mark)) {
          const m = first.mark;
          for (const k of Object.keys(out)) delete out[k];
          Object.assign(out, common);
          if (typeof size === 'number') out.radius = size / 2;
          else if (size !== undefined) this.skip(where, 'size: an expression is not converted for a mark');
          take('shape', 'wellKnownName', (v) => ({ ok: String(v ?? 'square') }), m, 'mark.');
          if (!('shape' in m)) out.wellKnownName = 'square';
          take('fill-color', 'color', col, m, 'mark.');
          take('fill-opacity', 'fillOpacity', num, m, 'mark.');
          take('stroke-color', 'strokeColor', col, m, 'mark.');
          take('stroke-width', 'strokeWidth', num, m, 'mark.');
          take('stroke-opacity', 'strokeOpacity', num, m, 'mark.');
          take('stroke-dasharray', 'strokeDasharray', dash, m, 'mark.');
          done({ kind: 'Mark' } as Symbolizer, m, 'mark.');
          return done({ kind: 'Mark', ...out } as Symbolizer);
        }
        if (isMap(first.external)) {
          const e = first.external;
          take('url', 'image', (v) => ({ ok: String(v) }), e, 'external.');
          take('format', 'format', (v) => ({ ok: String(v) }), e, 'external.');
          done({ kind: 'Icon' } as Symbolizer, e, 'external.');
          return done({ kind: 'Icon', ...out } as Symbolizer);
        }
        this.skip(where, `${Object.keys(first).join(', ') || 'an empty symbol'} not converted`);
        return undefined;
      }
      case 'text': {
        take('label', 'label', (v) => this.label(v));
        take('font-family', 'font', (v) => ({
          ok: String(v)
            .split(',')
            .map((f) => f.trim()),
        }));
        take('font-size', 'size', num);
        take('font-style', 'fontStyle', (v) => this.word(v));
        take('font-weight', 'fontWeight', (v) => this.word(v));
        take('fill-color', 'color', col);
        take('fill-opacity', 'opacity', num);
        take('rotation', 'rotate', num);
        take('displacement', 'offset', (v) => this.pair(v));
        if (isMap(p.halo)) {
          const h = p.halo;
          used.add('halo');
          take('radius', 'haloWidth', num, h, 'halo.');
          take('fill-color', 'haloColor', col, h, 'halo.');
          take('fill-opacity', 'haloOpacity', num, h, 'halo.');
          done({ kind: 'Text' } as Symbolizer, h, 'halo.');
        }
        return done({ kind: 'Text', ...out } as Symbolizer);
      }
      default:
        this.skip(rule, `${kind} symbolizer not converted`);
        return undefined;
    }
  }

  /** A plain value, or an expression that names one attribute (a GeoStyler `property` function). */
  private expression<T>(v: unknown, plain: (v: unknown) => Value<T>): Value<T | { name: 'property'; args: [string] }> {
    if (typeof v === 'string') {
      const e = EXPRESSION.exec(v.trim());
      if (e) {
        const a = ATTRIBUTE.exec(e[1]);
        return a ? { ok: { name: 'property', args: [a[1]] } } : { no: `expression ${v} not converted` };
      }
    }
    return plain(v);
  }

  private number(v: unknown): Value<unknown> {
    return this.expression(v, (x) => {
      const m = /^\s*(-?\d*\.?\d+(?:e[-+]?\d+)?)\s*(px|m|ft)?\s*$/i.exec(String(x));
      if (!m) return { no: `${JSON.stringify(x)} is not a number` };
      if (m[2] && m[2].toLowerCase() !== 'px') return { no: `${String(x)}: ground units (${m[2]}) not converted` };
      return { ok: Number(m[1]) };
    });
  }

  private colour(v: unknown): Value<unknown> {
    return this.expression(v, (x) => {
      const s = String(x).trim();
      const hex = /^(?:#|0x)?([0-9a-f]{6})$/i.exec(s);
      if (hex) return { ok: `#${hex[1].toLowerCase()}` };
      if (/^#[0-9a-f]{3}$/i.test(s)) return { ok: s.toLowerCase() };
      if (/^[a-z]+$/i.test(s) || /^rgba?\(/i.test(s)) return { ok: s.toLowerCase() };
      return { no: `colour ${JSON.stringify(x)} not converted` };
    });
  }

  private lengths(v: unknown): Value<number[]> {
    const parts = Array.isArray(v)
      ? v.map(String)
      : String(v)
          .trim()
          .split(/[\s,]+/);
    const ns = parts.map((x) => Number(x.replace(/px$/i, '')));
    return ns.every(Number.isFinite) ? { ok: ns } : { no: `${JSON.stringify(v)} not converted` };
  }

  private pair(v: unknown): Value<[number, number]> {
    const ns = Array.isArray(v) ? v.map(Number) : [];
    return ns.length === 2 && ns.every(Number.isFinite)
      ? { ok: [ns[0], ns[1]] }
      : { no: `${JSON.stringify(v)} not converted` };
  }

  private word(v: unknown): Value<string> {
    return typeof v === 'string' && !EXPRESSION.test(v.trim())
      ? { ok: v }
      : { no: `${JSON.stringify(v)} not converted` };
  }

  private join(v: unknown): Value<string> {
    const w = this.word(v);
    return 'ok' in w && w.ok === 'mitre' ? { ok: 'miter' } : w;
  }

  /** A label: text with `${attribute}` parts, as GeoStyler's `{{attribute}}` template. */
  private label(v: unknown): Value<string> {
    const s = String(v);
    let bad = '';
    const out = s.replace(/\$\{([^}]*)\}/g, (all, inner: string) => {
      const a = ATTRIBUTE.exec(inner);
      if (!a) bad = all;
      return a ? `{{${a[1]}}}` : all;
    });
    return bad ? { no: `expression ${bad} not converted` } : { ok: out };
  }
}
