import { type Document, type LineCounter, type Node, isAlias, isMap, isScalar, isSeq } from 'yaml';
import { MAX_DIAGNOSTICS, type StyleDiagnostic } from './diagnostic';
import { scanExpression } from './expression';
import { didYouMean, nearest } from './suggest';
import { EXPECTED, isAngle, isBoolean, isColour, isInteger, isLength, isNumber, isOpacity } from './values';
import { YSLD_ROOT, type YsldKeys, type YsldKind } from './ysld-schema';

type Report = (offset: number, message: string) => void;

/**
 * Checks a YSLD document (already valid YAML with rules) by meaning against GeoServer's YSLD
 * reference (ysld-schema.ts): unknown keys and symbolizers, values of the wrong kind (numbers,
 * colours, lengths, keywords, tuples) and unknown functions in `${...}` expressions.
 */
export function checkYsld(doc: Document, lines: LineCounter): StyleDiagnostic[] {
  const found: { offset: number; message: string }[] = [];
  const report: Report = (offset, message) => found.push({ offset, message });
  walk(doc, doc.contents as Node | null, YSLD_ROOT, 'the style', report, new Set());
  return found
    .sort((a, b) => a.offset - b.offset)
    .slice(0, MAX_DIAGNOSTICS)
    .map((f) => {
      const pos = lines.linePos(f.offset);
      return { line: pos.line, column: pos.col, message: f.message };
    });
}

const offsetOf = (node: Node | null | undefined): number => node?.range?.[0] ?? 0;

function walk(doc: Document, raw: Node | null, kind: YsldKind, name: string, report: Report, seen: Set<Node>): void {
  let node = raw;
  // An alias is checked where its anchor is, once.
  if (isAlias(node)) {
    const target = node.resolve(doc) as Node | undefined;
    if (!target || seen.has(target)) return;
    seen.add(target);
    node = target;
  }
  if (kind === 'any') return;
  if (typeof kind === 'object' && !Array.isArray(kind)) {
    const structure = kind as Extract<YsldKind, { map: string } | { list: YsldKind } | { oneOf: string }>;
    if ('map' in structure) return walkMap(doc, node, structure.map, structure.keys, name, report, seen);
    if ('list' in structure) {
      if (!isSeq(node)) {
        if (node !== null && !(isScalar(node) && node.value === null)) report(offsetOf(node), `${name} must be a list`);
        return;
      }
      for (const item of node.items) walk(doc, item as Node, structure.list, name, report, seen);
      return;
    }
    return walkChoice(doc, node, structure.oneOf, structure.choices, report, seen);
  }
  checkScalar(node, kind as Exclude<YsldKind, object> | readonly string[], name, report);
}

function walkMap(
  doc: Document,
  node: Node | null,
  what: string,
  keys: YsldKeys,
  name: string,
  report: Report,
  seen: Set<Node>,
): void {
  if (node === null || (isScalar(node) && node.value === null)) return;
  if (!isMap(node)) {
    report(offsetOf(node), `${name} must be a mapping (the keys of a ${what})`);
    return;
  }
  for (const pair of node.items) {
    const keyNode = pair.key as Node | null;
    const key = isScalar(keyNode) ? String(keyNode.value) : undefined;
    if (isScalar(keyNode) && (keyNode.value === '<<' || typeof keyNode.value === 'symbol')) {
      // A merge key brings in the keys of an anchored mapping (or a list of them).
      const merged = isAlias(pair.value) ? [pair.value] : isSeq(pair.value) ? pair.value.items : [];
      for (const m of merged) walk(doc, m as Node, { map: what, keys }, name, report, seen);
      continue;
    }
    if (key === undefined) continue;
    const kind = keys[key];
    if (kind === undefined) {
      // GeoServer passes any x- key on as a vendor option: one not listed here is accepted, unless it
      // is a near miss of a listed key (x-folowLine).
      if (key.startsWith('x-') && !nearest(key, Object.keys(keys))) continue;
      report(offsetOf(keyNode), `unknown key \`${key}\` in a ${what}${didYouMean(key, Object.keys(keys))}`);
      continue;
    }
    walk(doc, pair.value as Node | null, kind, `\`${key}\``, report, seen);
  }
}

function walkChoice(
  doc: Document,
  node: Node | null,
  what: string,
  choices: YsldKeys,
  report: Report,
  seen: Set<Node>,
): void {
  const names = Object.keys(choices);
  if (!isMap(node) || node.items.length === 0) {
    report(offsetOf(node), `a ${what} must be a mapping with one of ${names.join(', ')}`);
    return;
  }
  for (const pair of node.items) {
    const keyNode = pair.key as Node | null;
    const key = isScalar(keyNode) ? String(keyNode.value) : '';
    const kind = choices[key];
    if (kind === undefined) {
      report(
        offsetOf(keyNode),
        `unknown ${what} \`${key}\`; expected one of ${names.join(', ')}${didYouMean(key, names)}`,
      );
      continue;
    }
    walk(doc, pair.value as Node | null, kind, `\`${key}\``, report, seen);
  }
}

const SCALAR_CHECKS: Record<string, (v: string) => boolean> = {
  // A colour may also be hex digits without the '#' (quoted, since an unquoted # starts a comment).
  colour: (v) => isColour(v) || /^[0-9a-f]{6}$/i.test(v),
  number: isNumber,
  length: isLength,
  opacity: isOpacity,
  angle: isAngle,
  integer: isInteger,
  boolean: isBoolean,
};

/** Where the text of a scalar starts in the source (after its opening quote, if any). */
const textStart = (node: Node): number =>
  offsetOf(node) + (isScalar(node) && (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE') ? 1 : 0);

/** Reports the problems of every `${...}` in a text; true when the whole text is one expression. */
function checkExpressions(text: string, start: number, report: Report): boolean {
  const re = /\$\{/g;
  let whole = false;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const open = m.index + 2;
    const close = text.indexOf('}', open);
    const end = close < 0 ? text.length : close;
    if (close < 0) report(start + m.index, 'unterminated expression: `${` without its closing `}`');
    for (const p of scanExpression(text.slice(open, end)).problems) report(start + open + p.offset, p.message);
    if (m.index === 0 && close === text.length - 1) whole = true;
    re.lastIndex = end;
  }
  return whole;
}

function checkScalar(node: Node | null, kind: string | readonly string[], name: string, report: Report): void {
  if (isSeq(node)) {
    if (kind === 'tuple' || kind === 'lengths') {
      for (const item of node.items) checkScalar(item as Node, kind === 'tuple' ? 'tupleItem' : 'length', name, report);
    } else {
      report(offsetOf(node), `${name}: expected ${describe(kind)}, got a list`);
    }
    return;
  }
  if (isMap(node)) {
    report(offsetOf(node), `${name}: expected ${describe(kind)}, got a mapping`);
    return;
  }
  if (!isScalar(node) || node.value === null) {
    const hint =
      kind === 'colour' ? " (an unquoted # starts a YAML comment: write the colour in quotes, '#rrggbb')" : '';
    if (kind !== 'text' && kind !== 'tupleItem') report(offsetOf(node), `${name} has no value${hint}`);
    return;
  }
  const text = String(node.value);
  const start = textStart(node);
  const whole = checkExpressions(text, start, report);
  if (whole || kind === 'text' || kind === 'expression') return;
  if (kind === 'tuple' || kind === 'lengths') {
    // Written as one string: "0.5 0.5", "2 3".
    for (const part of text.split(/[\s,]+/).filter(Boolean)) {
      if (!(kind === 'tuple' ? isTupleItem(part) : isLength(part))) {
        report(start, `${name}: expected ${describe(kind)}, got \`${text}\``);
        return;
      }
    }
    return;
  }
  if (kind === 'tupleItem') {
    if (!isTupleItem(text))
      report(start, `${name}: expected a number, min, max or an expression \${...}, got \`${text}\``);
    return;
  }
  if (Array.isArray(kind)) {
    if (!kind.includes(text))
      report(start, `${name}: expected one of ${kind.join(', ')}, got \`${text}\`${didYouMean(text, kind)}`);
    return;
  }
  const fits = SCALAR_CHECKS[kind as string];
  if (fits && !fits(text)) report(start, `${name}: expected ${describe(kind)}, got \`${text}\``);
}

const isTupleItem = (v: string): boolean => v === '' || v === 'min' || v === 'max' || isNumber(v) || isLength(v);

function describe(kind: string | readonly string[]): string {
  if (Array.isArray(kind)) return `one of ${kind.join(', ')}`;
  if (kind === 'tuple') return 'a tuple [x, y] of numbers or expressions';
  if (kind === 'lengths') return 'a list of lengths';
  if (kind === 'text' || kind === 'expression') return 'a text or an expression ${...}';
  return `${EXPECTED[kind as keyof typeof EXPECTED]} or an expression \${...}`;
}
