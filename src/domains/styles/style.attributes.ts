import { SaxesParser } from 'saxes';
import { LineCounter, parseDocument, visit } from 'yaml';
import { parseGeoCss } from './validators/css';
import { MAX_DIAGNOSTICS, type StyleDiagnostic } from './validators/diagnostic';
import { scanExpression } from './validators/expression';
import { positionsOf } from './validators/position';
import { didYouMean } from './validators/suggest';

/** An attribute (property) a style reads, where it is named (absent for MapLibre styles). */
export type AttributeReference = {
  name: string;
  line?: number;
  column?: number;
};

/**
 * The attributes a style's filters, labels and other expressions read, in order of appearance:
 * SLD/SE `PropertyName`s; the names in GeoServer CSS's `[...]` expressions (selectors and values);
 * the names in YSLD's `${...}` expressions; MapLibre's `["get", name]`, `["has", name]`, legacy
 * filters and `{name}` tokens. The renderer's own variables (`@sd`, `@scale`, `$type`) are not
 * attributes. A body that does not parse reads nothing.
 */
export function styleAttributes(format: string, body: string): AttributeReference[] {
  try {
    if (format.startsWith('sld_') || format.startsWith('se_')) return sldAttributes(body);
    if (format === 'css') return cssAttributes(body);
    if (format === 'ysld') return ysldAttributes(body);
    if (format === 'mapbox') return mapboxAttributes(body);
  } catch {
    // An invalid body is refused by validation; it names no attribute here.
  }
  return [];
}

/**
 * docs/styles.md#warnings-against-the-data: one warning for each place a style names an attribute
 * the layer's table does not have, with the nearest existing name when there is one. Warnings
 * never refuse a save.
 */
export function styleAttributeWarnings(
  style: { format: string; body: string },
  attributes: readonly string[],
): StyleDiagnostic[] {
  return attributeWarnings(styleAttributes(style.format, style.body), attributes);
}

/** The warnings of `styleAttributeWarnings` from references found earlier (`recordedAttributes`). */
export function attributeWarnings(
  refs: readonly AttributeReference[],
  attributes: readonly string[],
): StyleDiagnostic[] {
  const known = new Set(attributes);
  return refs
    .filter((ref) => !known.has(ref.name) && !known.has(localPart(ref.name)))
    .slice(0, MAX_DIAGNOSTICS)
    .map((ref) => ({
      ...(ref.line ? { line: ref.line, column: ref.column } : {}),
      message: `attribute \`${ref.name}\` is not among the layer's attributes${didYouMean(localPart(ref.name), attributes)}`,
    }));
}

/**
 * The warnings of a layer and a style from what their rows recorded (`layers.attributes`,
 * `styles.attribute_refs`, JSON arrays): no body is parsed. null when either is unknown.
 */
export function recordedWarnings(columns: unknown, refs: unknown): StyleDiagnostic[] | null {
  if (!Array.isArray(columns) || !Array.isArray(refs)) return null;
  return attributeWarnings(refs as AttributeReference[], columns as string[]);
}

/**
 * The references a style's row records when its body is saved: those of `styleAttributes`, each name
 * at most MAX_DIAGNOSTICS times (no more warnings than that are ever given), so that a layer's
 * warnings are a comparison of two short lists, never a parse of the body.
 */
export function recordedAttributes(format: string, body: string): AttributeReference[] {
  const seen = new Map<string, number>();
  return styleAttributes(format, body).filter((ref) => {
    const n = (seen.get(ref.name) ?? 0) + 1;
    seen.set(ref.name, n);
    return n <= MAX_DIAGNOSTICS;
  });
}

/** GeoServer accepts a property name with its feature type's prefix (`topp:name`). */
const localPart = (name: string) => name.slice(name.indexOf(':') + 1);

function sldAttributes(body: string): AttributeReference[] {
  const found: AttributeReference[] = [];
  const parser = new SaxesParser({ xmlns: true, position: true });
  let open: { line: number; column: number; text: string } | undefined;
  parser.on('doctype', () => {
    throw new Error('DOCTYPE');
  });
  parser.on('opentag', (tag) => {
    // The position is just past the tag's '>', where the name starts.
    if (tag.local === 'PropertyName') open = { line: parser.line, column: parser.column + 1, text: '' };
  });
  parser.on('text', (text) => {
    if (open) open.text += text;
  });
  parser.on('closetag', (tag) => {
    if (tag.local !== 'PropertyName' || !open) return;
    const name = open.text.trim();
    if (name)
      found.push({ name, line: open.line, column: open.column + (open.text.length - open.text.trimStart().length) });
    open = undefined;
  });
  parser.on('error', (err) => {
    throw err;
  });
  parser.write(body).close();
  return found;
}

function cssAttributes(body: string): AttributeReference[] {
  const at = positionsOf(body);
  const found: { name: string; offset: number }[] = [];
  const brackets = (text: string, offset: number) => {
    const re = /\[/g;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const end = closingBracket(text, m.index);
      for (const a of scanExpression(text.slice(m.index + 1, end)).attributes) {
        found.push({ name: a.name, offset: offset + m.index + 1 + a.offset });
      }
      re.lastIndex = end;
    }
  };
  const root = parseGeoCss(body);
  root.walkRules((rule) => {
    const start = rule.source?.start?.offset;
    if (start !== undefined) brackets(rule.raws.selector?.raw ?? rule.selector, start);
  });
  root.walkDecls((decl) => {
    const start = decl.source?.start?.offset;
    if (start === undefined || decl.prop === 'transform') return;
    brackets(decl.raws.value?.raw ?? decl.value, start + decl.prop.length + (decl.raws.between?.length ?? 1));
  });
  return found.sort((a, b) => a.offset - b.offset).map((f) => ({ name: f.name, ...at(f.offset) }));
}

/** Index of the `]` closing the `[` at `start` (quotes and nested brackets respected). */
function closingBracket(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (ch === "'" || ch === '"') {
      const end = text.indexOf(ch, i + 1);
      if (end < 0) return text.length;
      i = end;
    } else if (ch === '[') depth++;
    else if (ch === ']' && --depth === 0) return i;
  }
  return text.length;
}

function ysldAttributes(body: string): AttributeReference[] {
  const lines = new LineCounter();
  const doc = parseDocument(body, { lineCounter: lines, merge: true, uniqueKeys: false });
  if (doc.errors.length) return [];
  const found: AttributeReference[] = [];
  visit(doc, {
    Scalar(_key, node) {
      if (typeof node.value !== 'string' || !node.value.includes('${') || !node.range) return;
      const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
      const start = node.range[0] + (quoted ? 1 : 0);
      const re = /\$\{([^}]*)\}/g;
      for (let m = re.exec(node.value); m; m = re.exec(node.value)) {
        for (const a of scanExpression(m[1]).attributes) {
          const pos = lines.linePos(start + m.index + 2 + a.offset);
          found.push({ name: a.name, line: pos.line, column: pos.col });
        }
      }
    },
  });
  return found;
}

/** Legacy (pre-expression) filter operators whose second element is an attribute name. */
const LEGACY_FILTERS = new Set(['==', '!=', '<', '<=', '>', '>=', 'in', '!in', 'has', '!has']);

function mapboxAttributes(body: string): AttributeReference[] {
  const style = JSON.parse(body) as { layers?: unknown[] };
  const found: AttributeReference[] = [];
  const add = (name: unknown) => {
    if (typeof name === 'string' && !name.startsWith('$')) found.push({ name });
  };
  const expression = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const m of value.matchAll(/\{([^{}]+)\}/g)) add(m[1]);
      return;
    }
    if (Array.isArray(value)) {
      const [op, first] = value;
      if ((op === 'get' || op === 'has') && value.length === 2) add(first);
      else if (typeof op === 'string' && LEGACY_FILTERS.has(op) && typeof first === 'string') add(first);
      for (const item of value.slice(1)) expression(item);
    } else if (value && typeof value === 'object') {
      for (const v of Object.values(value)) expression(v);
    }
  };
  for (const layer of style.layers ?? []) {
    if (!layer || typeof layer !== 'object') continue;
    const l = layer as { filter?: unknown; layout?: Record<string, unknown>; paint?: Record<string, unknown> };
    expression(l.filter);
    for (const part of [l.layout, l.paint]) {
      // Only text-field and icon-image read attributes through {name} tokens; other strings are literal.
      for (const [key, value] of Object.entries(part ?? {})) {
        if (typeof value === 'string' && key !== 'text-field' && key !== 'icon-image') continue;
        expression(value);
      }
    }
  }
  return found;
}
