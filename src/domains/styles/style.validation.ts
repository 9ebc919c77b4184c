import { BadRequestError, PayloadTooLargeError } from '../../base/errors';
import type { StyleDiagnostic } from './validators/diagnostic';
import type { SldFormat } from './validators/sld';

/** The style formats of docs/rules.md §10 (style update input), spelled as on the wire. */
export const STYLE_FORMATS = ['sld_1.0.0', 'sld_1.1.0', 'se_1.1.0', 'css', 'ysld', 'mapbox'] as const;
export type StyleFormat = (typeof STYLE_FORMATS)[number];

const SLD_FORMATS: readonly StyleFormat[] = ['sld_1.0.0', 'sld_1.1.0', 'se_1.1.0'];

/** Formats whose body is also shown as `sld_body` (docs/rules.md §6). */
export const isSldFormat = (format: string): format is SldFormat => SLD_FORMATS.includes(format as StyleFormat);

/** docs/rules.md §3: a style body over 1 MiB is 413, whatever the request-wide limit. */
export const MAX_STYLE_BODY_BYTES = 1024 * 1024;

/** 413 when a body (counted in UTF-8 bytes, as stored and sent) is over the style limit. */
export function assertBodySize(field: string, body: string | null | undefined): void {
  if (body == null) return;
  const bytes = Buffer.byteLength(body, 'utf8');
  if (bytes > MAX_STYLE_BODY_BYTES) {
    throw new PayloadTooLargeError(
      `${field}: a style body may be at most ${MAX_STYLE_BODY_BYTES} bytes (1 MiB); got ${bytes}`,
      { fields: [field] },
    );
  }
}

/*
 * The validators and their parsers (XML, YAML, CSS, the Mapbox style spec) are loaded on the first
 * style of their format: an instance that never receives one does not hold them (about 4 MB).
 */
/* eslint-disable @typescript-eslint/no-require-imports */
const sld = () => require('./validators/sld') as typeof import('./validators/sld');
const VALIDATORS: Record<StyleFormat, (body: string) => StyleDiagnostic[]> = {
  'sld_1.0.0': (b) => sld().validateSld('sld_1.0.0', b),
  'sld_1.1.0': (b) => sld().validateSld('sld_1.1.0', b),
  'se_1.1.0': (b) => sld().validateSld('se_1.1.0', b),
  mapbox: (b) => (require('./validators/mapbox') as typeof import('./validators/mapbox')).validateMapbox(b),
  ysld: (b) => (require('./validators/ysld') as typeof import('./validators/ysld')).validateYsld(b),
  css: (b) => (require('./validators/css') as typeof import('./validators/css')).validateCss(b),
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** Every problem of a body for its format (empty when valid): what saving it would refuse with. */
export function diagnose(format: StyleFormat, body: string): StyleDiagnostic[] {
  try {
    return VALIDATORS[format](body);
  } catch (err) {
    // A stack overflow inside a parser is the input's doing (absurd nesting), not a server fault.
    if (!(err instanceof RangeError)) throw err;
    return [{ message: 'the style is nested too deeply to be checked' }];
  }
}

/**
 * docs/rules.md §6: invalid content is a 400 whose detail names the field and the first problem, with
 * every problem (line, column, message) in `diagnostics`.
 */
export function assertValidBody(field: string, format: StyleFormat, body: string): void {
  const diagnostics = diagnose(format, body);
  if (diagnostics.length === 0) return;
  const [first] = diagnostics;
  const where = first.line ? ` at line ${first.line}${first.column ? `, column ${first.column}` : ''}` : '';
  throw new BadRequestError(`${field}: invalid ${format} style${where}: ${first.message}`, {
    fields: [field],
    diagnostics,
  });
}
