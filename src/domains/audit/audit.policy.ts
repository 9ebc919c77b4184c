/** What audit records and how it names it (docs/rules.md §6 AuditEvent); no GraphQL, no Express here. */
import { SECURITY_CODES } from '../../outcome/outcome';

export type AuditAction = 'change' | 'read' | 'security';
export type AuditSurface = 'rest' | 'graphql';
export const AUDIT_ACTIONS: readonly AuditAction[] = ['change', 'read', 'security'];
export const AUDIT_SURFACES: readonly AuditSurface[] = ['rest', 'graphql'];

/** Sign-in, sign-out and session renewal: mutations, but recorded as security events. */
export const SECURITY_OPERATIONS = new Set(['login', 'logout', 'refreshSession']);

/**
 * Error codes that are security events whatever the operation: 401, 403, and 429 from the sign-in
 * limiter (the general request-rate 429 is answered before any operation runs and is not audited).
 */
export { SECURITY_CODES };

/** One executed operation, as the audit plugin saw it. */
export interface AuditedOperation {
  mutation: boolean;
  /** Root fields run (GraphQL), e.g. ["createWorkspace"]. */
  fields: string[];
  /** mapgate error codes of the response, in order. */
  codes: string[];
}

/**
 * The action of an operation, or undefined when it is not recorded: reads are recorded only when they
 * are security events.
 */
export function auditAction(op: AuditedOperation): AuditAction | undefined {
  if (op.fields.some((f) => SECURITY_OPERATIONS.has(f))) return 'security';
  if (op.codes.some((c) => SECURITY_CODES.has(c))) return 'security';
  return op.mutation ? 'change' : undefined;
}
