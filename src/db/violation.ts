/** The constraint a write broke, as the domain cares about it. */
export type Violation = 'unique' | 'foreignKey';

const CODES: Record<string, Violation> = { P2002: 'unique', P2003: 'foreignKey' };

/** Which constraint a database error broke, if it is a constraint violation at all. */
export function violationOf(err: unknown): Violation | undefined {
  // Prisma's known-request code (P2002/P2003), whichever adapter and transaction raised it.
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? CODES[code] : undefined;
}

/**
 * The one translation of constraint violations into a service's own errors, for writes whose
 * pre-checks a concurrent request can slip past: `.catch(onViolation({ unique: () => new ConflictError(…) }))`.
 * A handler may return nothing (after throwing a better error itself, e.g. re-running a check);
 * anything it does not handle is rethrown unchanged, and src/outcome/classify.ts maps what is left.
 */
export function onViolation(handlers: Partial<Record<Violation, () => Error | void | Promise<Error | void>>>) {
  return async (err: unknown): Promise<never> => {
    const kind = violationOf(err);
    const handle = kind && handlers[kind];
    if (handle) {
      const translated = await handle();
      if (translated) throw translated;
    }
    throw err;
  };
}
