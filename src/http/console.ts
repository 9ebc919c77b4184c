import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { sendError } from '../outcome';
import { under, when } from './series';

/** Where `npm run build` leaves the console (the `console/` workspace), from src/http or dist/http alike. */
export const CONSOLE_DIR = path.resolve(__dirname, '../../console/dist');

/**
 * The console's page may load what it was built with, from this origin only, and talk to this origin's
 * API; nothing from outside, no framing, no plugins.
 */
const CONSOLE_CSP =
  "default-src 'self'; connect-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; " +
  "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * Serves the admin console at /console (see docs/console.md). Without a build, /console answers a 404
 * that says how to build it, and the rest of mapgate runs as before.
 */
export function consoleRouter(dir = CONSOLE_DIR): RequestHandler {
  const router = express.Router();
  const built = fs.existsSync(path.join(dir, 'index.html'));
  router.use('/console', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!built) return sendError(res, 'NOT_FOUND', 'the console is not built: run `npm run build`');
    res.setHeader('Content-Security-Policy', CONSOLE_CSP);
    next();
  });
  if (built) {
    // Hashed asset names never change content, so they are cached for long; index.html never is.
    router.use('/console/assets', express.static(path.join(dir, 'assets'), { immutable: true, maxAge: '1y' }));
    router.get(['/console', '/console/', '/console/index.html'], (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(path.join(dir, 'index.html'));
    });
  }
  // Entered only for its own paths: the other requests skip the router's matching (src/http/series.ts).
  return when(under('/console'), router);
}
