import { AnonymousRefusalsDocument, AuditEventsDocument, RunAuditRetentionDocument } from '../../generated/graphql';
import type { QueryParam, RestRoute } from '../route';

const SINCE_DOC = 'RFC 3339 time, inclusive';
const UNTIL_DOC = 'RFC 3339 time, exclusive';

const tag = 'audit';

const filters: QueryParam[] = [
  { name: 'cursor', type: 'string', description: 'next_cursor of the previous page' },
  { name: 'limit', type: 'integer', description: 'Events per page: default 50, at most 500' },
  { name: 'principal', type: 'string' },
  { name: 'principal_contains', type: 'string', description: 'Part of the principal, any case' },
  { name: 'operation', type: 'string', description: 'REST operation id or GraphQL root field' },
  { name: 'operation_contains', type: 'string', description: 'Part of the operation, any case (e.g. style)' },
  { name: 'action', type: 'string', description: 'change, read or security' },
  { name: 'surface', type: 'string', description: 'rest or graphql' },
  { name: 'workspace', type: 'string', description: 'Workspace id or name' },
  {
    name: 'workspace_contains',
    type: 'string',
    description: "Part of the workspace's name when the event was recorded, any case",
  },
  { name: 'status', type: 'integer', description: 'HTTP status' },
  { name: 'since', type: 'string', description: SINCE_DOC },
  { name: 'until', type: 'string', description: UNTIL_DOC },
];

/** Operation 15 of docs/rules.md §10, plus the audit event list (docs/rules.md §9). */
export const auditRoutes: RestRoute[] = [
  {
    operationId: 'auditEvents',
    method: 'GET',
    path: '/audit/events',
    document: AuditEventsDocument,
    tag,
    summary: 'Audit events, newest first, with cursor pagination and filters (super_admin)',
    status: 200,
    query: filters,
    errors: [400],
  },
  {
    operationId: 'anonymousRefusals',
    method: 'GET',
    path: '/audit/anonymous-refusals',
    document: AnonymousRefusalsDocument,
    tag,
    summary:
      '401s of requests without any credential, counted per client address and minute, newest first (super_admin)',
    status: 200,
    query: [
      { name: 'since', type: 'string', description: SINCE_DOC },
      { name: 'until', type: 'string', description: UNTIL_DOC },
      { name: 'limit', type: 'integer', description: 'Rows: default 100, at most 1000' },
    ],
    errors: [400],
  },
  {
    operationId: 'runAuditRetention',
    method: 'POST',
    path: '/audit/retention',
    document: RunAuditRetentionDocument,
    tag,
    summary: 'Delete audit events older than MAPGATE_AUDIT_RETENTION_DAYS (super_admin)',
    status: 204,
  },
];
