import postcss, { CssSyntaxError, type Declaration, type Root } from 'postcss';
import { CSS_PROPERTIES, CSS_PSEUDO_CLASSES, CSS_VALUE_FUNCTIONS, type CssValueKind } from './css-properties';
import { MAX_DIAGNOSTICS, type StyleDiagnostic } from './diagnostic';
import { FILTER_FUNCTIONS, scanExpression } from './expression';
import { positionsOf } from './position';
import { didYouMean } from './suggest';
import { EXPECTED, isAngle, isBoolean, isColour, isInteger, isLength, isNumber, isOpacity } from './values';

type Report = (offset: number, message: string) => void;

/**
 * Checks a style in GeoServer's CSS dialect: postcss reads the syntax (unclosed blocks, strings or
 * brackets; stray words), then each rule and declaration is checked by meaning against GeoServer's
 * property listing (css-properties.ts): unknown properties and pseudo-classes, values of the wrong
 * kind (numbers, colours, lengths, keywords), unknown functions in values and in the expressions of
 * selectors and values. At least one rule must be present.
 */
export function validateCss(body: string): StyleDiagnostic[] {
  let root: Root;
  try {
    root = parseGeoCss(body);
  } catch (err) {
    if (!(err instanceof CssSyntaxError)) throw err;
    return [{ ...(err.line ? { line: err.line, column: err.column } : {}), message: err.reason }];
  }
  let rules = 0;
  root.walkRules(() => {
    rules++;
  });
  if (rules === 0) return [{ line: 1, column: 1, message: 'a CSS style needs at least one rule' }];

  const at = positionsOf(body);
  const found: { offset: number; message: string }[] = [];
  const report: Report = (offset, message) => found.push({ offset, message });
  root.walkRules((rule) => {
    const start = rule.source?.start?.offset;
    if (start !== undefined) checkSelector(rule.raws.selector?.raw ?? rule.selector, start, report);
  });
  root.walkDecls((decl) => checkDeclaration(decl, report));
  return found
    .sort((a, b) => a.offset - b.offset)
    .slice(0, MAX_DIAGNOSTICS)
    .map((f) => ({ ...at(f.offset), message: f.message }));
}

/**
 * postcss, reading browser CSS, takes a colon inside a value for a missing semicolon, and GeoServer's
 * rendering transformations are written with them (`transform: ras:Contour(levels: 1 2)`). Such a
 * value is read with its colons masked (same length, so every position stays right); it is not
 * checked beyond being there.
 */
export function parseGeoCss(body: string): Root {
  return postcss.parse(
    body.replace(/(\btransform\s*:)([^;{}]*)/g, (_m, prop: string, value: string) => prop + value.replaceAll(':', '=')),
  );
}

/** `[expression]` filters (their functions) and `:pseudo-classes` of a selector. */
function checkSelector(selector: string, offset: number, report: Report): void {
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i];
    if (ch === '[') {
      const end = closing(selector, i);
      for (const p of scanExpression(selector.slice(i + 1, end)).problems) report(offset + i + 1 + p.offset, p.message);
      i = end;
    } else if (ch === "'" || ch === '"') {
      i = Math.max(selector.indexOf(ch, i + 1), i);
    } else if (ch === ':') {
      const name = /^[A-Za-z-]*/.exec(selector.slice(i + 1))![0];
      const base = name.startsWith('nth-') ? name.slice(4) : name;
      if (!(CSS_PSEUDO_CLASSES as readonly string[]).includes(base)) {
        report(
          offset + i,
          `unknown pseudo-class \`:${name}\`; expected one of ${CSS_PSEUDO_CLASSES.map((c) => `:${c}`).join(', ')} or their :nth- forms${didYouMean(
            `:${base}`,
            CSS_PSEUDO_CLASSES.map((c) => `:${c}`),
          )}`,
        );
      }
      i += name.length;
    }
  }
}

/** Index of the `]` or `)` closing the bracket at `start` (quotes respected), or the text's end. */
function closing(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (ch === "'" || ch === '"') {
      const end = text.indexOf(ch, i + 1);
      if (end < 0) return text.length;
      i = end;
    } else if (ch === '[' || ch === '(') depth++;
    else if ((ch === ']' || ch === ')') && --depth === 0) return i;
  }
  return text.length;
}

interface Token {
  kind: 'expression' | 'function' | 'string' | 'word';
  text: string;
  offset: number;
}

/** The value's parts: `[expressions]`, `calls(...)`, 'strings' and plain words; commas separate symbolizers. */
function tokens(value: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < value.length) {
    const ch = value[i];
    if (/[\s,]/.test(ch)) {
      i++;
    } else if (ch === '[') {
      const end = closing(value, i);
      out.push({ kind: 'expression', text: value.slice(i, end + 1), offset: i });
      i = end + 1;
    } else if (ch === "'" || ch === '"') {
      const end = value.indexOf(ch, i + 1);
      const stop = end < 0 ? value.length : end + 1;
      out.push({ kind: 'string', text: value.slice(i, stop), offset: i });
      i = stop;
    } else {
      const word = /^[^\s,[\]()'"]+/.exec(value.slice(i))?.[0] ?? ch;
      if (value[i + word.length] === '(') {
        const end = closing(value, i + word.length);
        out.push({ kind: 'function', text: value.slice(i, end + 1), offset: i });
        i = end + 1;
      } else {
        out.push({ kind: 'word', text: word, offset: i });
        i += word.length;
      }
    }
  }
  return out;
}

function checkDeclaration(decl: Declaration, report: Report): void {
  const start = decl.source?.start?.offset;
  if (start === undefined) return;
  const name = decl.prop.replace(/^-gt-/, '');
  const kind = CSS_PROPERTIES[name];
  if (kind === undefined) {
    report(start, `unknown property \`${decl.prop}\`${didYouMean(name, Object.keys(CSS_PROPERTIES))}`);
    return;
  }
  const value = decl.raws.value?.raw ?? decl.value;
  const valueStart = start + decl.prop.length + (decl.raws.between?.length ?? 1);
  const parts = tokens(value);
  if (parts.length === 0) {
    report(valueStart, `\`${decl.prop}\` has no value`);
    return;
  }
  for (const token of parts) {
    const problem = checkToken(kind, token, valueStart, report);
    if (!problem) continue;
    const hint = Array.isArray(kind) ? didYouMean(token.text.replace(/^['"]|['"]$/g, ''), kind) : '';
    report(valueStart + token.offset, `\`${decl.prop}\`: expected ${problem}, got \`${token.text}\`${hint}`);
  }
}

const describe = (kind: CssValueKind): string => {
  if (Array.isArray(kind)) return `one of ${kind.join(', ')}`;
  switch (kind) {
    case 'paint':
      return 'a colour, url(...) or symbol(...)';
    case 'graphic':
      return 'url(...) or symbol(...)';
    case 'lengths':
      return 'a list of lengths (numbers, optionally with px, m or ft)';
    default:
      return EXPECTED[kind as keyof typeof EXPECTED];
  }
};

const WORD_CHECKS: Partial<Record<string, (v: string) => boolean>> = {
  paint: isColour,
  colour: isColour,
  length: isLength,
  lengths: isLength,
  opacity: isOpacity,
  angle: isAngle,
  integer: isInteger,
  number: isNumber,
  boolean: isBoolean,
};

/** What the token should have been (for the message), or undefined when it fits. */
function checkToken(kind: CssValueKind, token: Token, valueStart: number, report: Report): string | undefined {
  if (kind === 'transform') return undefined;
  if (token.kind === 'expression') {
    for (const p of scanExpression(token.text.slice(1, -1)).problems) {
      report(valueStart + token.offset + 1 + p.offset, p.message);
    }
    return undefined;
  }
  if (token.kind === 'function') return checkFunction(kind, token, valueStart, report);
  if (kind === 'text') return undefined;
  const text = token.kind === 'string' ? token.text.slice(1, -1) : token.text;
  if (Array.isArray(kind)) {
    return kind.includes(text.toLowerCase()) ? undefined : describe(kind);
  }
  if (token.kind === 'string') return describe(kind);
  const fits = WORD_CHECKS[kind as string];
  return fits && fits(text) ? undefined : describe(kind);
}

function checkFunction(kind: CssValueKind, token: Token, valueStart: number, report: Report): string | undefined {
  const name = token.text.slice(0, token.text.indexOf('('));
  const lower = name.toLowerCase();
  if ((CSS_VALUE_FUNCTIONS as readonly string[]).includes(lower)) {
    const graphic = lower === 'url' || lower === 'symbol';
    const colour = lower === 'rgb' || lower === 'rgba';
    if (kind === 'text') return undefined;
    if (graphic && (kind === 'paint' || kind === 'graphic')) return undefined;
    if (colour && (kind === 'paint' || kind === 'colour')) return isColour(token.text) ? undefined : describe(kind);
    return describe(kind);
  }
  if (FILTER_FUNCTIONS.some((f) => f.toLowerCase() === lower)) {
    for (const p of scanExpression(token.text).problems) report(valueStart + token.offset + p.offset, p.message);
    return undefined;
  }
  report(
    valueStart + token.offset,
    `unknown function \`${name}\`${didYouMean(name, [...CSS_VALUE_FUNCTIONS, ...FILTER_FUNCTIONS])}`,
  );
  return undefined;
}
