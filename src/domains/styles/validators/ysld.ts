import { Lexer, LineCounter, isMap, isScalar, parseDocument } from 'yaml';
import { MAX_DIAGNOSTICS, type StyleDiagnostic } from './diagnostic';
import { checkYsld } from './ysld-check';

/** Alias expansions allowed while reading a YSLD document: the guard against YAML "billion laughs". */
const MAX_ALIAS_COUNT = 100;

/**
 * Checks a YSLD (GeoServer's YAML SLD) document: valid YAML (duplicate keys are errors), a mapping
 * at the top, and at least one rule: `feature-styles[].rules`, or the YSLD shortcuts of a top-level
 * `rules` list or a top-level `symbolizers` list (a style of one rule).
 */
export function validateYsld(body: string): StyleDiagnostic[] {
  const tooDeep = findExcessiveFlowNesting(body);
  if (tooDeep) return [tooDeep];
  const lines = new LineCounter();
  // YSLD "variables" repeat `define:` (docs/styles.md) and reuse blocks with YAML merge keys (`<<: *name`).
  const doc = parseDocument(body, {
    lineCounter: lines,
    prettyErrors: true,
    merge: true,
    uniqueKeys: (a, b) => {
      const key = (n: unknown) => (isScalar(n) ? n.value : n);
      return key(a) === key(b) && key(a) !== 'define';
    },
  });
  if (doc.errors.length) {
    return doc.errors.slice(0, MAX_DIAGNOSTICS).map((e) => ({
      ...(e.linePos ? { line: e.linePos[0].line, column: e.linePos[0].col } : {}),
      message: e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, ''),
    }));
  }
  const start = doc.contents?.range ? lines.linePos(doc.contents.range[0]) : { line: 1, col: 1 };
  const at = { line: start.line, column: start.col };
  if (!isMap(doc.contents)) return [{ ...at, message: 'a YSLD style must be a YAML mapping' }];
  let value: Record<string, unknown>;
  try {
    value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) as Record<string, unknown>;
  } catch (err) {
    return [{ ...at, message: `YAML aliases expand too far: ${(err as Error).message}` }];
  }
  if (!hasRules(value)) {
    return [{ ...at, message: 'a YSLD style needs at least one rule (feature-styles[].rules, rules or symbolizers)' }];
  }
  return checkYsld(doc, lines);
}

/**
 * Real YSLD nests a few levels of `[...]`/`{...}`. The yaml parser slows down badly on absurd flow
 * nesting (seconds for a 1 MiB body of brackets), so its linear lexer counts the depth first.
 */
export const MAX_YAML_FLOW_DEPTH = 128;

function findExcessiveFlowNesting(body: string): StyleDiagnostic | undefined {
  let depth = 0;
  let offset = 0;
  for (const token of new Lexer().lex(body)) {
    if (token === '[' || token === '{') {
      if (++depth > MAX_YAML_FLOW_DEPTH) {
        const before = body.slice(0, offset);
        const line = before.split('\n').length;
        return {
          line,
          column: offset - before.lastIndexOf('\n'),
          message: `YAML is nested more than ${MAX_YAML_FLOW_DEPTH} levels deep`,
        };
      }
    } else if (token === ']' || token === '}') {
      depth--;
    }
    // The lexer also yields one-character control tokens that are not source text.
    if (!(token.length === 1 && token < ' ' && !'\t\n\r'.includes(token))) offset += token.length;
  }
  return undefined;
}

const nonEmptyListOfMaps = (v: unknown): boolean =>
  Array.isArray(v) && v.length > 0 && v.every((x) => x !== null && typeof x === 'object' && !Array.isArray(x));

function hasRules(style: Record<string, unknown>): boolean {
  const featureStyles = style['feature-styles'];
  if (featureStyles !== undefined) {
    return (
      nonEmptyListOfMaps(featureStyles) &&
      (featureStyles as Record<string, unknown>[]).some((fs) => nonEmptyListOfMaps(fs.rules))
    );
  }
  return nonEmptyListOfMaps(style.rules) || nonEmptyListOfMaps(style.symbolizers);
}
