import type { Request } from 'express';
import type { Loaders } from '../loaders';
import type { Principal } from './principal';

/**
 * The part of a request's context that authorization reads and that re-authentication updates. The
 * full context (src/context.ts) extends it; auth names only this part, so it does not depend on what
 * the surfaces add.
 */
export interface AuthContext {
  principal: Principal;
  loaders: Loaders;
  /** The HTTP exchange the credential came with. */
  req: Request;
  /** Authenticates again if a credential was revoked anywhere since (src/auth/recheck.ts). */
  recheck?: (current: AuthContext) => Promise<void>;
}
