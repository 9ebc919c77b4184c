import { z } from 'zod';
import { BadRequestError } from './errors';

/**
 * Checks a service input against a zod schema; the 400 names every bad field in the schema's spelling
 * (`settings.maxTileBytes`) and lists them in `fields`, which each surface spells its own way at its
 * edge (docs/architecture.md, "Field names").
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const problems = r.error.issues.map((i) => {
    const at = i.path
      .map((p) => (typeof p === 'number' ? `[${p}]` : String(p)))
      .join('.')
      .replace(/\.\[/g, '[');
    return at ? `${at}: ${i.message}` : i.message;
  });
  throw new BadRequestError(problems.join('; '), {
    fields: r.error.issues.map((i) => i.path.map(String).join('.')),
  });
}

/** A string of at most `max` characters. */
export const textUpTo = (max: number): z.ZodString => z.string().max(max, `must be at most ${max} characters`);

/** A whole number, 0 or more. */
export const count = z.number().int('must be a whole number').min(0, 'must not be negative');

/*
 * The name patterns, each written once: the zod checks, the 400 messages, the GraphQL descriptions and the
 * JSON Schema of workspace documents (docs/workspace-document.schema.json) all take them from here.
 */

/** Workspace names (docs/rules.md, issue 2). */
export const WORKSPACE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * Names of what a workspace holds: services, layers, styles, a layer group's public_id, and custom tile
 * matrix set ids. URL-safe and bounded: they appear in REST and OGC API paths.
 */
export const RESOURCE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Custom role ids: lower case, so that they cannot be confused with one another (docs/rules.md §9). */
export const ROLE_ID = /^[a-z][a-z0-9_-]{0,63}$/;

/** What a 400 says of a value that breaks `pattern`. */
export const mustMatch = (pattern: RegExp): string => `must match ${pattern.source}`;

/** `string` (by default any string) held to `pattern`, with the 400 message of mustMatch. */
export const matching = (pattern: RegExp, string: z.ZodString = z.string()): z.ZodString =>
  string.regex(pattern, mustMatch(pattern));
