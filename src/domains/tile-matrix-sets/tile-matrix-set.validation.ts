import { z } from 'zod';
import { BadRequestError } from '../../base/errors';
import type { TileMatrixSetDefinition } from './tile-matrix-set.definition';
import { textUpTo } from '../../base/validate';

const positive = z.number().positive('must be greater than 0');
const count = (max: number) =>
  z.number().int('must be a whole number').min(1, 'must be at least 1').max(max, `must be at most ${max}`);
const point = z.tuple([z.number(), z.number()]);
const axes = z.tuple([z.string().min(1, 'must not be empty'), z.string().min(1, 'must not be empty')]);
const keywords = z.array(textUpTo(256)).max(64, 'must have at most 64 entries');

// 2^26 per axis keeps a matrix's tile count (<= 2^52) exact in a JavaScript number.
const MAX_MATRIX_SIDE = 2 ** 26;

const tileMatrix = z.strictObject({
  id: z.string().min(1, 'must not be empty').max(64, 'must be at most 64 characters'),
  title: textUpTo(256).optional(),
  description: textUpTo(4096).optional(),
  keywords: keywords.optional(),
  scaleDenominator: positive,
  cellSize: positive,
  cornerOfOrigin: z.enum(['topLeft', 'bottomLeft'], { error: 'must be "topLeft" or "bottomLeft"' }).optional(),
  pointOfOrigin: point,
  tileWidth: count(8192),
  tileHeight: count(8192),
  matrixWidth: count(MAX_MATRIX_SIDE),
  matrixHeight: count(MAX_MATRIX_SIDE),
  // Coalesced rows would make tile counts and ranges differ from the plain matrix; not supported.
  variableMatrixWidths: z.never({ error: 'variable matrix widths are not supported' }).optional(),
});

const boundingBox = z
  .strictObject({
    lowerLeft: point,
    upperRight: point,
    crs: z.string().min(1, 'must not be empty').optional(),
    orderedAxes: axes.optional(),
  })
  .refine((b) => b.lowerLeft[0] < b.upperRight[0] && b.lowerLeft[1] < b.upperRight[1], {
    message: 'must be above and to the right of lowerLeft',
    path: ['upperRight'],
  });

const definition = z
  .strictObject({
    id: z.string().optional(),
    title: textUpTo(256).optional(),
    description: textUpTo(4096).optional(),
    keywords: keywords.optional(),
    uri: z.url({ error: 'must be a URI' }).max(2048).optional(),
    crs: z
      .string({ error: (i) => (i.input === undefined ? 'is required' : 'must be a CRS URI (a string)') })
      .min(1, 'must not be empty')
      .max(2048, 'must be at most 2048 characters'),
    orderedAxes: axes.optional(),
    wellKnownScaleSet: z.url({ error: 'must be a URI' }).max(2048).optional(),
    boundingBox: boundingBox.optional(),
    tileMatrices: z
      .array(tileMatrix)
      .min(1, 'must hold at least one tile matrix')
      .max(32, 'must hold at most 32 tile matrices'),
  })
  .superRefine((d, ctx) => {
    const seen = new Map<string, number>();
    d.tileMatrices.forEach((m, i) => {
      const first = seen.get(m.id);
      if (first !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['tileMatrices', i, 'id'],
          message: `duplicates tileMatrices[${first}].id`,
        });
      else seen.set(m.id, i);
      if (i === 0) return;
      // Zoom z is tileMatrices[z] (tile-range.ts), so the list must run from coarse to fine.
      const prev = d.tileMatrices[i - 1];
      for (const key of ['scaleDenominator', 'cellSize'] as const) {
        if (!(m[key] < prev[key])) {
          ctx.addIssue({
            code: 'custom',
            path: ['tileMatrices', i, key],
            message: `must be smaller than tileMatrices[${i - 1}].${key} (zoom order: coarsest first)`,
          });
        }
      }
    });
  });

/** Plain-language messages for zod's generic ones (a missing member, a wrong type, an unknown member). */
const messages: z.core.$ZodErrorMap = (iss) => {
  if (iss.code === 'invalid_type')
    return iss.input === undefined
      ? 'is required'
      : `must be ${iss.expected === 'array' ? 'an array' : `a ${iss.expected}`}`;
  if (iss.code === 'unrecognized_keys')
    return `unknown member${iss.keys.length > 1 ? 's' : ''} ${iss.keys.map((k) => `"${k}"`).join(', ')}`;
  if (iss.code === 'too_small' && iss.origin === 'array') return `must have ${iss.minimum} entries`;
  if (iss.code === 'too_big' && iss.origin === 'array') return `must have ${iss.maximum} entries`;
  return undefined;
};

/**
 * Checks a custom OGC TMS 2.0 document for the set `id`. Paths in the 400 use the document's own
 * (camelCase) member names, since the body is an OGC document rather than a mapgate resource.
 */
export function parseDefinition(id: string, input: unknown): TileMatrixSetDefinition {
  const r = definition.safeParse(input, { error: messages });
  if (!r.success) {
    const problems = r.error.issues.map((i) => {
      const at = i.path
        .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
        .join('')
        .replace(/^\./, '');
      return at ? `${at}: ${i.message}` : i.message;
    });
    throw new BadRequestError(problems.join('; '));
  }
  if (r.data.id !== undefined && r.data.id !== id) {
    throw new BadRequestError(`id: "${r.data.id}" differs from the tile matrix set id "${id}" of the path`);
  }
  return { ...r.data, id } as TileMatrixSetDefinition;
}
