import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { type RuruClientConfig, ruruHTML } from 'ruru/server';
import { serveStatic } from 'ruru/static';
import { IDE_DEFAULT_HEADERS, IDE_DEFAULT_QUERY } from './ide-example';

/** URL path of the IDE's own assets; Ruru's default would load them from a CDN. */
export const IDE_STATIC_PATH = '/graphql-ide/';

let html: string | undefined;

/** The IDE page: Ruru pointed at /graphql, every script and style from IDE_STATIC_PATH, opening on an example. */
export function ideHtml(): string {
  html ??= ruruHTML({
    endpoint: '/graphql',
    staticPath: IDE_STATIC_PATH,
    // Ruru 2.0.0-rc.3 (the last release for Node 20) types its client settings from a package it does
    // not depend on, so every setting reads as required; all of them are optional.
    clientConfig: {
      defaultQuery: IDE_DEFAULT_QUERY,
      defaultHeaders: IDE_DEFAULT_HEADERS,
    } as Partial<RuruClientConfig> as RuruClientConfig,
  });
  return html;
}

/**
 * CSP sources (`'sha256-…'`) for the page's inline scripts. The page is the same for every request, so
 * hashes allow exactly these scripts where `'unsafe-inline'` would allow any injected one.
 */
export function ideScriptHashes(): string[] {
  const hashes = new Set<string>();
  for (const m of ideHtml().matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.add(`'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * Ruru's static files from node_modules. Mounted without a path: Ruru strips IDE_STATIC_PATH from the
 * full URL itself, and express would already have removed it (docs/choices.md).
 */
export function ideStatic(): RequestHandler {
  const serve = serveStatic(IDE_STATIC_PATH);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith(IDE_STATIC_PATH)) return next();
    serve(req, res, next);
  };
}
