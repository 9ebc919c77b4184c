import { createLogger } from '../../../src/base/logger';
import { startTestApp, type TestApp } from '../../support/app';
import { eventually } from '../../support/eventually';
import { bearer, storedEvents } from './support';

/** The writer's target goes away: the table is renamed under the running app (no mock involved). */
const breakTable = (t: TestApp) => t.db.sql.exec('ALTER TABLE audit_events RENAME TO audit_events_away');
const repairTable = (t: TestApp) => t.db.sql.exec('ALTER TABLE audit_events_away RENAME TO audit_events');

describe('an audit write that fails', () => {
  let lines: string[] = [];
  let t: TestApp;
  let stopped = false;
  // The log level is silent, as in tests: the audit line of last resort must be written all the same.
  const logger = createLogger('silent', {
    write: (s: string) => {
      lines.push(s);
    },
  });
  beforeEach(async () => {
    lines = [];
    stopped = false;
    t = await startTestApp({}, { logger });
  });
  afterEach(async () => {
    if (!stopped) await t?.stop();
  });

  it('never fails the request, is counted, and is stored once the database is back', async () => {
    await breakTable(t);
    const started = Date.now();
    const res = await t
      .http()
      .post('/api/v1/workspaces')
      .set(bearer(await t.token('super_admin', undefined, 'alice')))
      .send({ name: 'roads' });
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(3000);
    const metrics = await t.http().get('/metrics');
    expect(metrics.text).toMatch(/mapgate_audit_write_failures_total\{stage="write"\} 1/);
    await repairTable(t);
    await eventually(async () => {
      expect(await storedEvents(t)).toEqual([
        expect.objectContaining({ principal: 'alice', operation: 'createWorkspace', status: 201 }),
      ]);
    }, 8000);
    expect(lines.filter((l) => l.includes('"audit"'))).toEqual([]);
  });

  it('lands in the log as one structured audit line with every field when it cannot be stored', async () => {
    await breakTable(t);
    const token = await t.token('super_admin', undefined, 'alice');
    const res = await t
      .http()
      .post('/api/v1/workspaces')
      .set(bearer(token))
      .set('X-Request-Id', 'lost-1')
      .send({ name: 'roads' });
    expect(res.status).toBe(201);
    // Stopping the app gives waiting events a last attempt, then writes them to the log.
    stopped = true;
    await t.stop();
    const audit = lines.map((l) => JSON.parse(l)).filter((l) => l.audit);
    expect(audit).toHaveLength(1);
    expect(audit[0].audit).toEqual({
      id: expect.any(String),
      occurred_at: expect.any(String),
      request_id: 'lost-1',
      principal: 'alice',
      credential_id: null,
      auth_method: 'mapgate_token',
      workspace: res.body.id,
      workspace_name: 'roads',
      surface: 'rest',
      operation: 'createWorkspace',
      action: 'change',
      status: 201,
      duration_ms: expect.any(Number),
    });
    expect(audit[0].reason).toMatch(/audit_events/);
    expect(lines.join('\n')).not.toContain(token);
  });
});
