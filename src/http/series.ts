import type { Request, RequestHandler } from 'express';

/**
 * Whether a request's path is one of `prefixes` or below one, as `app.use(prefix, ...)` mounts
 * (case-insensitive, whole segments), without mounting: the handler sees the full path.
 */
export function under(...prefixes: string[]): (req: Request) => boolean {
  const escaped = prefixes.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const re = new RegExp(`^(?:${escaped.join('|')})(?:/|$)`, 'i');
  return (req) => re.test(req.path);
}

/** `handler` for the requests `applies` accepts; the others pass on untouched. */
export function when(applies: (req: Request) => boolean, handler: RequestHandler): RequestHandler {
  return (req, res, next) => (applies(req) ? handler(req, res, next) : next());
}

/**
 * The handlers one after the other, as one middleware. Express's router pays for each layer a request
 * passes (a path match, a params object, closures: about a kilobyte of garbage each), and the middleware
 * every request passes were a dozen layers, plus the routers of pages most requests never ask for. An
 * error (`next(err)`, a throw or a rejected promise) leaves the series for Express's error handling.
 */
export function series(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let i = 0;
    const step = (err?: unknown): void => {
      if (err) return next(err);
      const handler = handlers[i++];
      if (!handler) return next();
      try {
        const r: unknown = handler(req, res, step);
        if (r instanceof Promise) r.catch((e: unknown) => next(e ?? new Error('Rejected promise')));
      } catch (e) {
        next(e);
      }
    };
    step();
  };
}
