import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sendError } from '../outcome';

/** Graceful shutdown state: once started, new requests get 503 while the ones in flight finish. */
export interface Drain {
  readonly draining: boolean;
  /** Aborted when draining starts: long-lived answers (event streams) end at once. */
  readonly signal: AbortSignal;
  start(): void;
  /** Counts requests in flight and refuses new ones with 503 + Retry-After once draining. */
  middleware(): RequestHandler;
  /**
   * Counts an async handler until its work is done, not only until its response is: a client that
   * hangs up ends the response, but the handler may still be using the database (or writing its audit
   * event), which shutdown must not close under it.
   */
  hold<H extends (req: Request, res: Response, next: NextFunction) => unknown>(handler: H): RequestHandler;
  inFlight(): number;
  /** Resolves true once nothing is in flight, or false when `timeoutMs` passes first. */
  waitIdle(timeoutMs: number): Promise<boolean>;
}

export function createDrain(): Drain {
  let draining = false;
  const started = new AbortController();
  let inFlight = 0;
  const idleWaiters = new Set<() => void>();

  const settle = () => {
    if (inFlight > 0) return;
    for (const wake of idleWaiters) wake();
    idleWaiters.clear();
  };

  return {
    get draining() {
      return draining;
    },
    signal: started.signal,
    start() {
      draining = true;
      started.abort();
    },
    inFlight: () => inFlight,
    middleware() {
      return (_req, res, next) => {
        if (draining) return sendError(res, 'UNAVAILABLE', 'the server is shutting down');
        inFlight++;
        let done = false;
        // 'close' also covers a client that hangs up before the response is written.
        const end = () => {
          if (done) return;
          done = true;
          inFlight--;
          settle();
        };
        res.once('finish', end);
        res.once('close', end);
        next();
      };
    },
    hold(handler) {
      return (req, res, next) => {
        inFlight++;
        Promise.resolve(handler(req, res, next))
          .catch(next)
          .finally(() => {
            inFlight--;
            settle();
          });
      };
    },
    waitIdle(timeoutMs) {
      if (inFlight === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          idleWaiters.delete(wake);
          resolve(false);
        }, timeoutMs);
        timer.unref();
        idleWaiters.add(wake);
      });
    },
  };
}
