import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../support/app';

import { bearer } from '../../support/factories';
export { bearer };

/** A stored audit event, as the table holds it. */
export interface StoredEvent {
  id: string;
  occurred_at: Date;
  request_id: string;
  principal: string;
  credential_id: string | null;
  auth_method: string;
  workspace: string | null;
  workspace_name: string | null;
  surface: string;
  operation: string;
  action: string;
  status: number;
  duration_ms: number;
}

/** Every stored event, oldest first, read from the table itself. */
export function storedEvents(t: TestApp): Promise<StoredEvent[]> {
  return t.db.sql.query<StoredEvent>('SELECT * FROM audit_events ORDER BY occurred_at, id');
}

/** Writes events straight into the table (old rows, equal timestamps), as a past run of mapgate would have. */
export async function insertEvents(t: TestApp, events: Partial<StoredEvent>[]): Promise<StoredEvent[]> {
  const rows = events.map((e) => ({
    id: randomUUID(),
    occurred_at: new Date(),
    request_id: randomUUID(),
    principal: 'seed',
    credential_id: null,
    auth_method: 'mapgate_token',
    workspace: null,
    workspace_name: null,
    surface: 'rest',
    operation: 'createWorkspace',
    action: 'change',
    status: 201,
    duration_ms: 3,
    ...e,
  }));
  for (const r of rows) {
    await t.db.sql.query(
      `INSERT INTO audit_events (id, occurred_at, request_id, principal, credential_id, auth_method, workspace,
         workspace_name, surface, operation, action, status, duration_ms)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        r.id,
        r.occurred_at,
        r.request_id,
        r.principal,
        r.credential_id,
        r.auth_method,
        r.workspace,
        r.workspace_name,
        r.surface,
        r.operation,
        r.action,
        r.status,
        r.duration_ms,
      ],
    );
  }
  return rows;
}
