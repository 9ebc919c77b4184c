import type { Request, RequestHandler } from 'express';
import helmet from 'helmet';
import { IDE_STATIC_PATH, ideScriptHashes } from '../plugins/ide';

/** The IDE page is GET /graphql asked for as HTML (Apollo's landing-page rule), plus its own assets. */
function isIde(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.path.startsWith(IDE_STATIC_PATH)) return true;
  return req.path === '/graphql' && (req.headers.accept ?? '').includes('text/html');
}

/**
 * helmet's defaults (strict CSP, HSTS, nosniff, frame denial…) everywhere. The IDE page needs its inline
 * bootstrap scripts, allowed by hash, and module workers (notes/stack.md §4). It drops
 * upgrade-insecure-requests: every asset is same-origin, and an upgrade would break the IDE on a plain-HTTP
 * local instance.
 */
export function securityHeaders(): RequestHandler {
  const strict = helmet();
  const ide = helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", ...ideScriptHashes()],
        'worker-src': ["'self'", 'blob:'],
        'upgrade-insecure-requests': null,
      },
    },
  });
  return (req, res, next) => (isIde(req) ? ide : strict)(req, res, next);
}
