import postcss, { CssSyntaxError } from 'postcss';
import type { StyleDiagnostic } from './diagnostic';

/**
 * Checks a GeoServer CSS style with postcss's parser. GeoServer CSS selectors (`[@scale < 50000]`,
 * `[type = 'road']`, `:mark`) and expression values are not browser CSS, so only the syntax of rules
 * and declarations is checked (unclosed blocks, strings or brackets; stray words), and at least one
 * rule must be present.
 */
export function validateCss(body: string): StyleDiagnostic[] {
  let rules = 0;
  try {
    postcss.parse(body).walkRules(() => {
      rules++;
    });
  } catch (err) {
    if (!(err instanceof CssSyntaxError)) throw err;
    return [{ ...(err.line ? { line: err.line, column: err.column } : {}), message: err.reason }];
  }
  return rules > 0 ? [] : [{ line: 1, column: 1, message: 'a CSS style needs at least one rule' }];
}
