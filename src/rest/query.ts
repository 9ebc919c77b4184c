import type { Request } from 'express';
import type { RestRoute } from '../domains/route';
import { BadRequestError } from '../base/errors';
import { camel } from '../base/spelling';
import { PAGE_PARAMS } from './paging';

/**
 * The variables of a route's query parameters. An unknown parameter is refused (400) like an unknown body
 * field, on every method (PATCH included): a misspelt filter must not be ignored.
 */
export function queryVariables(route: RestRoute, search: Request['query']): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // An unknown parameter is refused like an unknown body field: a misspelt filter must not be ignored.
  const paging = route.pages ? PAGE_PARAMS : [];
  for (const name of Object.keys(search)) {
    if (!route.query?.some((q) => q.name === name) && !paging.includes(name)) {
      const known = [...(route.query?.map((q) => q.name) ?? []), ...paging].join(', ');
      throw new BadRequestError(`${name}: unknown query parameter${known ? ` (this route takes ${known})` : ''}`);
    }
  }
  for (const q of route.query ?? []) {
    const raw = search[q.name];
    if (raw === undefined) continue;
    if (typeof raw !== 'string') throw new BadRequestError(`${q.name}: must be given once`);
    if (q.type === 'boolean') {
      const v = raw.toLowerCase();
      if (v !== 'true' && v !== 'false') throw new BadRequestError(`${q.name}: must be true or false`);
      out[camel(q.name)] = v === 'true';
    } else if (q.type === 'integer') {
      if (!/^-?\d+$/.test(raw)) throw new BadRequestError(`${q.name}: must be an integer`);
      out[camel(q.name)] = Number(raw);
    } else {
      out[camel(q.name)] = raw;
    }
  }
  return out;
}
