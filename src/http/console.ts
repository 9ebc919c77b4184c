import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { sendError } from '../outcome';
import { under, when } from './series';

/** Where `npm run build` leaves the console (the `console/` workspace), from src/http or dist/http alike. */
export const CONSOLE_DIR = path.resolve(__dirname, '../../console/dist');

/** Whether `npm run build` has left a console to serve (the start-up banner says so). */
export const consoleBuilt = (dir = CONSOLE_DIR) => fs.existsSync(path.join(dir, 'index.html'));

/** The encodings the build precompresses (console/vite.config.ts), in the order they are preferred. */
const ENCODINGS: [encoding: string, suffix: string][] = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/**
 * Serves an asset's precompressed copy (`<name>.br` / `<name>.gz`, written beside it by the build) to a
 * client that accepts it, with the original's type; nothing is compressed per request. Without a copy,
 * or for a client that accepts neither, the plain file is served by the static handler after this one.
 */
function precompressed(assets: string): RequestHandler {
  const copies = new Map<string, Set<string>>();
  for (const name of fs.readdirSync(assets))
    for (const [encoding, suffix] of ENCODINGS)
      if (name.endsWith(suffix)) {
        const original = name.slice(0, -suffix.length);
        if (!copies.has(original)) copies.set(original, new Set());
        copies.get(original)!.add(encoding);
      }
  return (req, res, next) => {
    const name = decodeURIComponent(req.path.replace(/^\//, ''));
    const have = copies.get(name);
    if (!have) return next();
    res.setHeader('Vary', 'Accept-Encoding');
    // Brotli first when the browser takes both (browsers list gzip first at equal weight).
    const found = ENCODINGS.find(([e]) => have.has(e) && req.acceptsEncodings(e) === e);
    if (!found) return next();
    res.setHeader('Content-Encoding', found[0]);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.type(path.extname(name));
    res.sendFile(path.join(assets, name + found[1]), { cacheControl: false, lastModified: true });
  };
}

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
  const built = consoleBuilt(dir);
  router.use('/console', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!built) return sendError(res, 'NOT_FOUND', 'the console is not built: run `npm run build`');
    res.setHeader('Content-Security-Policy', CONSOLE_CSP);
    next();
  });
  if (built) {
    // Hashed asset names never change content, so they are cached for long; index.html never is.
    router.use('/console/assets', precompressed(path.join(dir, 'assets')));
    router.use('/console/assets', express.static(path.join(dir, 'assets'), { immutable: true, maxAge: '1y' }));
    const page: RequestHandler = (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(path.join(dir, 'index.html'));
    };
    router.get(['/console', '/console/', '/console/index.html'], page);
    // The console's screens are real URLs (/console/workspaces/<name>/styles, /console/audit, ...), routed
    // in the page: a deep link, a reload or a bookmark gets the same page, revalidated like it. Only the
    // assets' folder is not a screen: a missing asset stays a 404.
    router.get(/^\/console\/(?!assets(?:\/|$)).+/, page);
  }
  // Entered only for its own paths: the other requests skip the router's matching (src/http/series.ts).
  return when(under('/console'), router);
}
