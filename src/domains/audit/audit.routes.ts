import { AnonymousRefusalsDocument, AuditEventsDocument, RunAuditRetentionDocument } from '../../generated/graphql';
import { routesOf, type QueryParam, type RestRoute } from '../route';

const SINCE_DOC = 'RFC 3339 time, inclusive';
const UNTIL_DOC = 'RFC 3339 time, exclusive';

const r = routesOf('audit');

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
  r.get(
    '/audit/events',
    AuditEventsDocument,
    'Audit events, newest first, with cursor pagination and filters (super_admin)',
    {
      query: filters,
      errors: [400],
    },
  ),
  r.get(
    '/audit/anonymous-refusals',
    AnonymousRefusalsDocument,
    '401s of requests without any credential, counted per client address and minute, newest first (super_admin)',
    {
      query: [
        { name: 'since', type: 'string', description: SINCE_DOC },
        { name: 'until', type: 'string', description: UNTIL_DOC },
        { name: 'limit', type: 'integer', description: 'Rows: default 100, at most 1000' },
      ],
      errors: [400],
    },
  ),
  r.post(
    '/audit/retention',
    RunAuditRetentionDocument,
    'Delete audit events older than MAPGATE_AUDIT_RETENTION_DAYS (super_admin)',
    { status: 204 },
  ),
];
