import type { Request, RequestHandler } from 'express';
import { BadRequestError } from '../base/errors';

/*
 * The OGC API's routes, matched without Express's router (docs/architecture.md, "A request's path"). A
 * map asks for dozens of tiles at once, and Express's layers (the mount's, then a router walking its
 * routes, each with a path match and a params object) were a good part of what mapgate added to a tile's
 * time (docs/performance-history.md, "The OGC API's own path"). Matching is what Express's
 * was: `/ogc/{workspace}` and then the route's path, literal segments case-insensitive, one trailing
 * slash allowed, each parameter one non-empty segment, percent-decoded; but a segment that is not valid
 * percent-encoding is a 400 naming it (Express answered 500), and `/ogc/{workspace}//` is a 404 (Express
 * took it for the landing page, and `/ogc/{workspace}/conformance//` for nothing).
 */

interface Route {
  /** Literal segments in lower case; null where the pattern has a parameter. */
  words: (string | null)[];
  /** The parameters' names by position. */
  names: (string | null)[];
  handler: OgcHandler;
}

/** A route's handler: its promise (when it has one) is the request's work, which the drain waits for. */
export type OgcHandler = (...args: Parameters<RequestHandler>) => void | Promise<void>;

/** The segments of a path below `/ogc/{workspace}` (workspace first), or null for any other path. */
export function ogcSegments(path: string): string[] | null {
  const segs = path.split('/');
  // ['', 'ogc', workspace, ...]; one trailing slash is allowed.
  if (segs.length < 3 || segs[1].toLowerCase() !== 'ogc' || !segs[2]) return null;
  if (segs.length > 3 && segs[segs.length - 1] === '') segs.pop();
  return segs.slice(2);
}

const OGC = /^\/ogc\/[^/]/i;

/** Whether a request is for the OGC API of a workspace (`/ogc/{workspace}` or below): ogcSegments is not null. */
export const isOgcRequest = (req: Request): boolean => OGC.test(req.path);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new BadRequestError(`path segment "${segment}" is not valid percent-encoding`);
  }
}

export class OgcPaths {
  private readonly routes: Route[] = [];

  /** A route under `/ogc/{workspace}`: `/collections/:collection/items` and the like. */
  get(pattern: string, handler: OgcHandler): void {
    const parts = pattern === '/' ? [] : pattern.slice(1).split('/');
    this.routes.push({
      words: parts.map((p) => (p.startsWith(':') ? null : p.toLowerCase())),
      names: parts.map((p) => (p.startsWith(':') ? p.slice(1) : null)),
      handler,
    });
  }

  /**
   * The route of `segments` (from ogcSegments: the workspace, then the path below it) and its
   * parameters, `workspace` among them; null when no route has that path.
   */
  match(segments: string[]): { handler: OgcHandler; params: Record<string, string> } | null {
    const below = segments.length - 1;
    for (const r of this.routes) {
      if (r.words.length !== below) continue;
      let ok = true;
      for (let i = 0; i < below && ok; i++) {
        const seg = segments[i + 1];
        const word = r.words[i];
        ok = word === null ? seg !== '' : seg.toLowerCase() === word;
      }
      if (!ok) continue;
      const params: Record<string, string> = { workspace: decoded(segments[0]) };
      for (let i = 0; i < below; i++) {
        const name = r.names[i];
        if (name !== null) params[name] = decoded(segments[i + 1]);
      }
      return { handler: r.handler, params };
    }
    return null;
  }
}
