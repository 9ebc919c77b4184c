import type { Request } from 'express';
import type { Loaders } from '../runtime/loaders';
import type { Principal } from './principal';

/**
 * The part of a request's context that authorization reads and that re-authentication updates. The
 * full context (src/request/context.ts) extends it; auth names only this part, so it does not depend on what
 * the surfaces add.
 */
export interface AuthContext {
  principal: Principal;
  loaders: Loaders;
  /** The HTTP exchange the credential came with. */
  req: Request;
  /** Authenticates again if a credential was revoked anywhere since (src/auth/recheck.ts). */
  recheck?: (current: AuthContext) => Promise<void>;
  /**
   * The workspace the request is about, as it was when first looked up for it (before the operation
   * changed it): the audit records its id and this name (docs/rules.md §6). Set through `noteWorkspace`.
   */
  auditWorkspace?: { id: string; name: string };
}

/**
 * Notes the workspace a request is about, for its audit event; the first one noted stays, so an
 * operation that renames or deletes it is recorded with the workspace as the request found it.
 */
export function noteWorkspace(context: AuthContext, ws: { id: string; name: string }): void {
  context.auditWorkspace ??= { id: ws.id, name: ws.name };
}
