import { parse as parseJsonWithLines } from '@mapbox/jsonlint-lines-primitives';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { MAX_DIAGNOSTICS, type StyleDiagnostic } from './diagnostic';

interface JsonlintError extends Error {
  hash?: { loc?: { first_line: number; first_column: number } };
}

/**
 * Checks a MapLibre (Mapbox GL) style JSON with the MapLibre style-spec validator. The body is read
 * with the spec's own line-keeping JSON parser, which is what the spec's `validateStyle` does for
 * text, so each problem carries the line of the value at fault. Warnings are not failures.
 */
export function validateMapbox(body: string): StyleDiagnostic[] {
  const tooDeep = findExcessiveNesting(body);
  if (tooDeep) return [tooDeep];
  let style: unknown;
  try {
    style = parseJsonWithLines(body);
  } catch (err) {
    const e = err as JsonlintError;
    // jsonlint's message is "Parse error on line N:", a source excerpt, then what it expected.
    const reason = e.message.split('\n').pop() ?? e.message;
    return [{ ...errorLocation(e, body), message: `invalid JSON: ${reason}` }];
  }
  return validateStyleMin(style as Parameters<typeof validateStyleMin>[0])
    .filter((e) => e.severity !== 'warning')
    .slice(0, MAX_DIAGNOSTICS)
    .map((e) => ({ ...(e.line ? { line: e.line } : {}), message: e.message }));
}

/**
 * Where the JSON breaks. jsonlint 2.0.3 carries it in `hash.loc`; 2.0.2 (the last release that runs on
 * Node 20) names only a line in its message (that of the token before the fault), so the place comes
 * from JSON.parse's "position N" (the unexpected character itself) when it gives one.
 */
function errorLocation(e: JsonlintError, body: string): { line?: number; column?: number } {
  const loc = e.hash?.loc;
  if (loc) return { line: loc.first_line, column: loc.first_column + 1 };
  const line = Number(/line (\d+)/.exec(e.message)?.[1]) || undefined;
  let offset: number | undefined;
  try {
    JSON.parse(body);
  } catch (err) {
    offset = Number(/position (\d+)/.exec((err as Error).message)?.[1]);
  }
  if (offset === undefined || Number.isNaN(offset)) return line ? { line } : {};
  const before = body.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/**
 * Real styles nest a few dozen levels (expressions inside expressions). jsonlint's time grows with
 * the square of the depth (a 1 MiB body of brackets would take hours), so deeper JSON is refused by
 * this linear scan before it is parsed.
 */
export const MAX_JSON_DEPTH = 128;

function findExcessiveNesting(text: string): StyleDiagnostic | undefined {
  let depth = 0;
  let inString = false;
  let line = 1;
  let column = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    column++;
    if (ch === '\n') {
      line++;
      column = 0;
    } else if (inString) {
      if (ch === '\\') {
        i++;
        column++;
      } else if (ch === '"') {
        inString = false;
      }
    } else if (ch === '"') {
      inString = true;
    } else if (ch === '[' || ch === '{') {
      if (++depth > MAX_JSON_DEPTH)
        return { line, column, message: `JSON is nested more than ${MAX_JSON_DEPTH} levels deep` };
    } else if (ch === ']' || ch === '}') {
      depth--;
    }
  }
  return undefined;
}
