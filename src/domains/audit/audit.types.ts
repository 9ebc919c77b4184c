import { DATABASE_ID_DOC } from '../global-id';
import { Node } from '../node';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { describedEnum, type EnumValue } from '../enums';
import { z } from 'zod';
import { Check } from '../../base/shape';
import { AUDIT_ACTIONS, AUDIT_SURFACES } from './audit.policy';

/** What kind of request an audit event records; the values are the stored (and REST) spellings. */
export const AuditActionValue = describedEnum(
  'AuditAction',
  'CHANGE: a mutation; READ: a read worth recording; SECURITY: a refusal (401, 403), sign-in or sign-out.',
  {
    CHANGE: ['change', 'A mutation that changes state (REST: change).'],
    READ: ['read', 'An audited read (REST: read).'],
    SECURITY: ['security', 'A security event: 401, 403, sign-in or sign-out (REST: security).'],
  },
);
export type AuditActionValue = EnumValue<typeof AuditActionValue>;

/** The surface a request came through. */
export const AuditSurfaceValue = describedEnum('Surface', 'The surface a request came through.', {
  REST: ['rest', 'A route under /api/v1 (REST: rest).'],
  GRAPHQL: ['graphql', 'POST or GET /graphql (REST: graphql).'],
});
export type AuditSurfaceValue = EnumValue<typeof AuditSurfaceValue>;

/** How a caller proved who they are. */
export const AuthMethodValue = describedEnum(
  'AuthMethod',
  'How a caller proved who they are: no credential, an API key, a mapgate token, an OIDC token or a browser session.',
  {
    ANONYMOUS: ['anonymous', 'No credential (REST: anonymous).'],
    API_KEY: ['api_key', 'An X-API-Key header (REST: api_key).'],
    MAPGATE_TOKEN: ['mapgate_token', 'A bearer token signed by mapgate (REST: mapgate_token).'],
    OIDC: ['oidc', 'A bearer token from the OIDC provider (REST: oidc).'],
    SESSION: ['session', 'The browser-session cookie (REST: session).'],
  },
);
export type AuthMethodValue = EnumValue<typeof AuthMethodValue>;

/**
 * One audited request (docs/rules.md §6): a mutation, or a security event (401, 403, sign-in, sign-out).
 * Never a body or a secret.
 */
@ObjectType({
  implements: Node,
  description: 'One audited request: a mutation or a security event. Never holds a body or a secret.',
})
export class AuditEvent {
  @Field(() => String, { name: 'databaseId', description: DATABASE_ID_DOC }) id!: string;
  @Field({ description: 'When the request arrived.' }) occurredAt!: Date;
  @Field({ description: 'The X-Request-Id of the request, as in the logs.' }) requestId!: string;
  @Field({ description: 'Who called: token subject, API key name, ... or "anonymous".' }) principal!: string;
  @Field(() => String, { nullable: true, description: 'Id of the API key or browser session used.' }) credentialId?:
    string | null;
  @Field(() => AuthMethodValue, { description: 'How the caller proved who they are.' }) authMethod!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'The database id of the workspace the request was about, the same way for every action (a created workspace: its own); null when it named none that exists or the caller was not signed in. Kept after the workspace is deleted; `workspace` is the workspace itself while it exists. REST: `workspace`.',
  })
  workspaceId?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "That workspace's name when the request came in (a renamed or deleted workspace keeps its name of the time here; a created one, the name it was given).",
  })
  workspaceName?: string | null;
  @Field(() => String, {
    nullable: true,
    deprecationReason: 'Use workspaceId (and workspaceName).',
    description: 'The same as workspaceId.',
  })
  workspaceRef?: string | null;
  @Field(() => AuditSurfaceValue, { description: 'The surface the request came through.' }) surface!: string;
  @Field({ description: 'REST: the operation id; GraphQL: the root field(s) run.' }) operation!: string;
  @Field(() => AuditActionValue, { description: 'What kind of request it was.' }) action!: string;
  @Field(() => Int, { description: 'HTTP status the caller got (GraphQL: the status of the error code, else 200).' })
  status!: number;
  @Field(() => Int, { description: 'How long the request took, in milliseconds.' }) durationMs!: number;
}

@ObjectType({ description: 'One page of audit events, newest first.' })
export class AuditEventPage {
  @Field(() => [AuditEvent], { description: 'At most `limit` events, newest first.' }) events!: AuditEvent[];
  @Field(() => String, { nullable: true, description: 'Pass as `cursor` for the next page; null on the last page.' })
  nextCursor!: string | null;
}

const text = z.string().min(1, 'must not be empty').max(512, 'must be at most 512 characters');
const oneOf = (values: readonly string[]) =>
  z.enum(values as [string, ...string[]], { message: `must be one of ${values.join(', ')}` });

@InputType({ description: 'Every given field must match (exact values; since inclusive, until exclusive).' })
export class AuditEventFilter {
  @Field(() => String, { nullable: true, description: 'Exact principal, e.g. a token subject or an API key name.' })
  @Check(text)
  principal?: string | null;
  @Field(() => String, { nullable: true, description: 'Only events whose principal contains this, any case.' })
  @Check(text)
  principalContains?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Exact operation name: the GraphQL root field, which is also what a REST route runs (e.g. createLayer).',
  })
  @Check(text)
  operation?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Only events whose operation contains this, any case (e.g. "style" for every style operation).',
  })
  @Check(text)
  operationContains?: string | null;
  @Field(() => String, { nullable: true, description: 'change | read | security' })
  @Check(oneOf(AUDIT_ACTIONS))
  action?: string | null;
  @Field(() => String, { nullable: true, description: 'rest | graphql' }) @Check(oneOf(AUDIT_SURFACES)) surface?:
    string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Workspace id or name: events about that workspace, and those of any workspace that had this name at the time.',
  })
  @Check(text)
  workspace?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Only events about a workspace whose name, when the event was recorded, contains this, any case.',
  })
  @Check(text)
  workspaceContains?: string | null;
  @Field(() => Int, { nullable: true, description: 'Exact HTTP status, e.g. 403.' })
  @Check(z.number().int().min(100, 'must be an HTTP status').max(599, 'must be an HTTP status'))
  status?: number | null;
  @Field(() => Date, { nullable: true, description: 'Events at or after this time.' })
  @Check(z.date())
  since?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Events before this time.' }) @Check(z.date()) until?: Date | null;
}

@ObjectType({
  description:
    'Requests without any credential refused 401 from one client address in one minute: counted, not recorded as audit events one each (docs/security.md, "Strangers").',
})
export class AnonymousRefusalCount {
  @Field({ description: 'The minute (its start) the refusals arrived in.' }) minute!: Date;
  @Field({ description: 'The client address (MAPGATE_TRUSTED_PROXIES decides whether X-Forwarded-For is believed).' })
  address!: string;
  @Field(() => Int, { description: 'Refusals from that address in that minute, on every instance.' }) count!: number;
  @Field({ description: 'The last refusal counted.' }) lastAt!: Date;
}
