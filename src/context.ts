import type { Request, Response } from 'express';
import type { Principal } from './auth/principal';
import type { Loaders } from './loaders';

export type Surface = 'rest' | 'graphql';

/** Per-request data shared by both surfaces. Plain data: services come from the container. */
export interface Context {
  requestId: string;
  surface: Surface;
  principal: Principal;
  loaders: Loaders;
  /** The HTTP exchange, for cookies (sign-in) and client facts (address, user agent). */
  req: Request;
  res: Response;
  /** Authenticates again if a credential was revoked anywhere since (src/auth/recheck.ts). */
  recheck?: (current: Context) => Promise<void>;
}

/** Builds the context of a request; `authenticate` is the only place a credential becomes a Principal. */
export async function buildContext(
  req: Request,
  res: Response,
  surface: Surface,
  authenticate: (req: Request) => Promise<Principal>,
  loaders: () => Loaders,
): Promise<Context> {
  return { requestId: String(req.id ?? ''), surface, principal: await authenticate(req), loaders: loaders(), req, res };
}
