import type { RequestHandler } from 'express';

/**
 * Requests that reach this point in one turn of the event loop go on together, from one callback
 * (docs/architecture.md, "Reads of one turn"). Each request's handler otherwise starts from its own
 * socket's callback, and Prisma, which sends the `findUnique`s begun in one tick as one statement,
 * sees them one by one: under load a read then costs a statement of its own, where reads started
 * together share one (`WHERE id IN (...)`). Like the audit writer's and the bus's group commits, it
 * costs one pass of the event loop at most, and nothing when requests come one at a time.
 */
export function sameTurn(): RequestHandler {
  let waiting: Array<(err?: unknown) => void> | undefined;
  return (_req, _res, next) => {
    if (!waiting) {
      const batch: Array<(err?: unknown) => void> = (waiting = []);
      setImmediate(() => {
        waiting = undefined;
        for (const go of batch) {
          try {
            go();
          } catch (err) {
            go(err);
          }
        }
      });
    }
    waiting.push(next);
  };
}
