import { randomUUID } from 'node:crypto';
import { Kind, type DocumentNode, type FieldNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import type { Registry } from 'prom-client';
import type { Context } from '../../request/context';
import { codesOf } from '../../outcome/outcome';
import { databaseIdOf } from '../global-id';
import { credentialName } from '../../auth/principal';
import type { AnonymousRefusals } from './audit.anonymous';
import type { LiveRefusals } from './audit.live-refusals';
import { auditAction, SECURITY_OPERATIONS } from './audit.policy';
import type { AuditRecord, AuditWriter } from './audit.writer';

export interface AuditRecorderOptions {
  writer: AuditWriter;
  /** Where the writer's failure counters are exposed (/metrics). */
  registry?: Registry;
  /** Where a 401 of a request without any credential is counted instead of recorded (per address and minute). */
  anonymous?: AnonymousRefusals;
  /** Where subscriptions refused at their start beyond the first per credential, status and minute are counted. */
  live?: LiveRefusals;
}

/**
 * A 401 of a request that presented no credential at all, other than a sign-in: counted per address and
 * minute (docs/security.md, "Strangers"). A refused credential, a sign-in and every other event stay one
 * audit event each (the sign-in limiter bounds refused credentials per address).
 */
function anonymousRefusal(x: ExecutedOperation, event: AuditRecord): boolean {
  const p = x.context?.principal;
  if (!p || p.authenticated || p.rejected || p.rateLimited || p.unavailable) return false;
  if (event.status !== 401 || event.authMethod !== 'anonymous') return false;
  return !event.operation.split(',').some((f) => SECURITY_OPERATIONS.has(f));
}

/** One executed operation, as either surface saw it: what `auditEventOf` needs, and nothing of Apollo's. */
export interface ExecutedOperation {
  document?: DocumentNode;
  operation?: OperationDefinitionNode | null;
  operationName?: string | null;
  variables?: Record<string, unknown>;
  context?: Context;
  data?: Record<string, unknown> | null;
  /** The formatted errors (mapgate codes in `extensions.code`). */
  errors?: readonly { extensions?: Record<string, unknown> }[];
  /** The operation's status as its surface decided it (src/outcome: `outcomeOf`). */
  status: number;
  /** A subscription over WebSocket, whose messages no rate limit bounds (see LiveRefusals). */
  live?: boolean;
}

/** Root fields of the operation, through fragments; __typename is not an operation. */
function rootFields(doc: DocumentNode, op: OperationDefinitionNode): FieldNode[] {
  const fragments = new Map(
    doc.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
  );
  const out: FieldNode[] = [];
  const walk = (set: SelectionSetNode, seen: Set<string>) => {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        if (s.name.value !== '__typename') out.push(s);
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        walk(s.selectionSet, seen);
      } else if (!seen.has(s.name.value) && fragments.has(s.name.value)) {
        walk(fragments.get(s.name.value)!.selectionSet, new Set(seen).add(s.name.value));
      }
    }
  };
  walk(op.selectionSet, new Set());
  return out;
}

/**
 * The workspace of a request that noted none (docs/rules.md §6): the operation was refused before
 * anything looked its workspace up (a 403 of a super_admin operation), or named one that does not
 * exist (null). Operations that run note theirs before they change it (src/auth/request-context.ts).
 * The lookup costs nothing when the workspace is cached, and is never made for strangers.
 */
async function refusedWorkspace(
  ctx: Context,
  fields: FieldNode[],
  variables: Record<string, unknown> | undefined,
): Promise<{ id: string; name: string } | null> {
  const given = workspaceArg(fields, variables);
  if (!given || !ctx.principal.authenticated) return null;
  let ref: string;
  try {
    ref = databaseIdOf('workspace', 'Workspace', given);
  } catch {
    return null;
  }
  return ctx.loaders.workspace.load(ref).catch(() => null);
}

/** The `workspace` argument (id, name or global id) of the first root field that has one. */
function workspaceArg(fields: FieldNode[], variables: Record<string, unknown> | undefined): string | undefined {
  for (const f of fields) {
    const arg = f.arguments?.find((a) => a.name.value === 'workspace');
    if (!arg) continue;
    const v =
      arg.value.kind === Kind.VARIABLE
        ? variables?.[arg.value.name.value]
        : arg.value.kind === Kind.STRING
          ? arg.value.value
          : undefined;
    if (typeof v === 'string' && v) return v.slice(0, 256);
  }
  return undefined;
}

/**
 * Who signed in: the principal of a sign-in request is still anonymous, so a successful `login` is
 * attributed from its AuthMe result when the caller selected those fields (REST always does).
 */
function signedIn(
  x: ExecutedOperation,
  fields: FieldNode[],
): { principal?: string; authMethod?: string; sessionId?: string } {
  const login = fields.find((f) => f.name.value === 'login');
  const me = login && x.data?.[login.alias?.value ?? 'login'];
  if (!me || typeof me !== 'object') return {};
  const m = me as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return { principal: str(m.principal) ?? str(m.subject), authMethod: str(m.authMethod), sessionId: str(m.sessionId) };
}

/** Records the audit event of one executed operation, if it has one (see `auditRecorder`). */
export type AuditRecorder = (x: ExecutedOperation, began: number) => Promise<void>;

/**
 * Records every mutation and every security event (401, 403, sign-in, sign-out) of both surfaces:
 * the operation core's audit hook (src/core/operation.ts) calls it for Apollo, the hot path and the REST
 * adapter alike, for operations its limits refused before they ran too; `context.surface` tells which surface
 * it came in by. Requests refused before an operation is known (malformed REST body, invalid GraphQL
 * document, HTTP-level 413/426/429) carry no operation and are not recorded. The response waits for the write
 * (bounded by the writer's timeout) so that the event can be read back as soon as the caller has its
 * answer; a failed write never fails it.
 */
export function auditRecorder(opts: AuditRecorderOptions): AuditRecorder {
  opts.registry?.registerMetric(opts.writer.failures);
  opts.registry?.registerMetric(opts.writer.logged);
  if (opts.live) opts.registry?.registerMetric(opts.live.folded);
  return async (x, began) => {
    let event: AuditRecord | undefined;
    try {
      event = await auditEventOf(x, began);
    } catch (err) {
      // Never fails the request; counted and logged like a failed write.
      opts.writer.unrecordable(err, { requestId: x.context?.requestId, operation: x.operationName });
    }
    if (!event) return;
    if (opts.anonymous && anonymousRefusal(x, event)) {
      const req = x.context?.req;
      return opts.anonymous.count(req?.ip ?? req?.socket?.remoteAddress ?? 'unknown');
    }
    const p = x.context?.principal;
    if (opts.live && x.live && p && event.action === 'security' && !opts.live.record(credentialName(p), event.status))
      return;
    await opts.writer.record(event);
  };
}

async function auditEventOf(x: ExecutedOperation, began: number): Promise<AuditRecord | undefined> {
  const op = x.operation;
  const ctx = x.context;
  if (!op || !x.document || !ctx?.principal) return undefined;
  const codes = codesOf(x.errors);
  const fields = rootFields(x.document, op);
  const audited = { mutation: op.operation === 'mutation', fields: fields.map((f) => f.name.value), codes };
  const action = auditAction(audited);
  if (!action) return undefined;

  // httpLogger() stamps the arrival of the request, so the duration includes authentication.
  const arrived = ctx.req?.arrivedAt ?? began;
  const p = ctx.principal;
  const ws = ctx.auditWorkspace ?? (await refusedWorkspace(ctx, fields, x.variables));
  const login = codes.length ? {} : signedIn(x, fields);
  // One name per action on both surfaces: the GraphQL field that ran (a REST route runs exactly one).
  const operation = audited.fields.join(',') || 'unknown';
  return {
    id: randomUUID(),
    occurredAt: new Date(arrived),
    requestId: ctx.requestId.slice(0, 64),
    principal: login.principal ?? p.subject,
    credentialId: login.sessionId ?? p.credentialId ?? null,
    authMethod: login.authMethod ?? p.authMethod,
    workspace: ws?.id ?? null,
    workspaceName: ws?.name ?? null,
    surface: ctx.surface,
    operation: operation.slice(0, 128),
    action,
    status: x.status,
    durationMs: Math.max(0, Date.now() - arrived),
  };
}
