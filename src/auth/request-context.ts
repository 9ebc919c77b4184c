import type { IncomingHttpHeaders } from 'node:http';
import type { Response } from 'express';
import type { Loaders } from '../runtime/loaders';
import type { Principal } from './principal';

/**
 * What authentication reads of the exchange a credential came with. Express's Request has all of it; a
 * WebSocket's connection_init is described by one (src/graphql/subscriptions.ts: its payload's credential
 * header, the upgrade's address), without a response.
 */
export interface CredentialExchange {
  headers: IncomingHttpHeaders;
  method: string;
  /** The client address (trusted proxies honoured): the failed sign-in limiter counts by it. */
  ip?: string;
  socket?: { remoteAddress?: string };
  /** Whether it came over HTTPS (directly or from a trusted proxy): a cookie set on it is Secure. */
  secure?: boolean;
  /** The HTTP response being answered, when there is one: a refusal's Retry-After and cookies go on it. */
  res?: Response;
}

/**
 * The part of a request's context that authorization reads and that re-authentication updates. The
 * full context (src/request/context.ts) extends it; auth names only this part, so it does not depend on what
 * the surfaces add.
 */
export interface AuthContext {
  principal: Principal;
  loaders: Loaders;
  /** The exchange the credential came with. */
  req: CredentialExchange;
  /**
   * The generation of the authorizing caches when the principal was resolved (src/auth/recheck.ts,
   * identityMark; undefined while they were suspended): `recheck` compares it.
   */
  identityMark?: number;
  /**
   * Authenticates again if a credential was revoked anywhere since, or has expired: given by the
   * operation core when the operation begins (src/core/credentials.ts).
   */
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
