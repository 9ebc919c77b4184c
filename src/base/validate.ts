import type { z } from 'zod';
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

/** The name rule shared by workspaces (docs/rules.md, issue 2). */
export const WORKSPACE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
