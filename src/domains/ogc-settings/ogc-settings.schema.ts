import type { z } from 'zod';
import { storedSchemaOf } from '../../base/shape';
import {
  FEATURES_LIMIT_DEFAULT,
  FEATURES_LIMIT_MAX,
  OGCAPISettings,
  UpdateOGCAPISettingsInput,
} from './ogc-api-settings.types';
import { OGCTilesSettings, UpdateOGCTilesSettingsInput } from './ogc-tiles-settings.types';

/*
 * The two settings objects of docs/rules.md §6, each one schema built from its input type (each member's
 * check and default sit beside its @Field) and typed as its object type: the GraphQL input, the REST body
 * (which becomes that input), the defaults and the stored JSON all come from that one declaration.
 * PUT replaces the whole object: an omitted or null member takes its default, so parsing `{}` gives the
 * defaults a workspace has before its first PUT.
 */

export const ogcTilesSettingsSchema = storedSchemaOf(UpdateOGCTilesSettingsInput, OGCTilesSettings, ['version']);

export type OGCTilesSettingsValue = z.output<typeof ogcTilesSettingsSchema>;

export const ogcApiSettingsSchema = storedSchemaOf(UpdateOGCAPISettingsInput, OGCAPISettings, ['version']).superRefine(
  (s, ctx) => {
    if (s.limitDefault > s.limitMax)
      ctx.addIssue({ code: 'custom', path: ['limitDefault'], message: 'must not exceed limit_max' });
  },
);

export type OGCAPISettingsValue = z.output<typeof ogcApiSettingsSchema>;
/** One value above its server ceiling, with its field in the schema's spelling (each surface respells it). */
export interface ExceededLimit {
  field: string;
  value: number;
  limit: number;
}

/** Which ceiling each tile limit answers to; a ceiling of 0 means unlimited (the global cache quota). */
export function exceededTileLimits(
  s: OGCTilesSettingsValue,
  ceilings: {
    maxFeatures: number;
    maxVertices: number;
    maxTileBytes: number;
    cacheQuotaBytes: number;
  },
): ExceededLimit[] {
  const checks: [string, number, number][] = [
    ['settings.maxFeatures', s.settings.maxFeatures, ceilings.maxFeatures],
    ['settings.maxVertices', s.settings.maxVertices, ceilings.maxVertices],
    ['settings.maxTileBytes', s.settings.maxTileBytes, ceilings.maxTileBytes],
    ['settings.persistentCacheQuotaBytes', s.settings.persistentCacheQuotaBytes, ceilings.cacheQuotaBytes],
  ];
  return checks
    .filter(([, value, limit]) => limit > 0 && value > limit)
    .map(([field, value, limit]) => ({ field, value, limit }));
}

export function exceededFeatureLimits(s: OGCAPISettingsValue): ExceededLimit[] {
  const checks: [string, number, number][] = [
    ['limitDefault', s.limitDefault, FEATURES_LIMIT_DEFAULT],
    ['limitMax', s.limitMax, FEATURES_LIMIT_MAX],
  ];
  return checks.filter(([, value, limit]) => value > limit).map(([field, value, limit]) => ({ field, value, limit }));
}
