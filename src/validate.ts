import type { z } from 'zod';
import { BadRequestError } from './errors';

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Checks a service input against a zod schema; the 400 names every bad field in the REST spelling
 * (snake_case), which is also readable for GraphQL callers.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const problems = r.error.issues.map((i) => {
    const at = i.path
      .map((p) => (typeof p === 'number' ? `[${p}]` : snake(String(p))))
      .join('.')
      .replace(/\.\[/g, '[');
    return at ? `${at}: ${i.message}` : i.message;
  });
  throw new BadRequestError(problems.join('; '), {
    fields: r.error.issues.map((i) => i.path.map(String).map(snake).join('.')),
  });
}

/** The name rule shared by workspaces (docs/rules.md, issue 2). */
export const WORKSPACE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
