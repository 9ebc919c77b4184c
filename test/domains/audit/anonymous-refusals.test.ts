import { startTestApp, useTestApp, type TestApp } from '../../support/app';
import { eventually } from '../../support/eventually';
import { bearer, storedEvents } from './support';

// A 401 of a request without any credential is counted per client address and minute, in one row per
// address and minute that every instance adds to (docs/security.md, "Strangers"), not one audit event
// each; a refused credential stays an event. Read back through the audit API on both surfaces.
const t = useTestApp();

const counted = async (app: TestApp) =>
  app.db.sql.query<{ address: string; count: number }>(
    'SELECT address, sum(count)::int AS count FROM anonymous_refusals GROUP BY address',
  );

describe('anonymous 401s in aggregate', () => {
  it('REST, GraphQL and the hot path count; refused credentials stay events; two instances share the rows', async () => {
    const other = await startTestApp({}, { shareDatabaseOf: () => t() });
    try {
      for (let i = 0; i < 3; i++) expect((await t().http().get('/api/v1/workspaces')).status).toBe(401);
      const hotBefore = t().mapgate.hotServed;
      for (let i = 0; i < 5; i++) {
        const res = await t().gql('{ workspaces { id } }');
        expect(res.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      }
      // Repeats of one query are answered by the hot path, which counts them the same way.
      expect(t().mapgate.hotServed).toBeGreaterThan(hotBefore);
      for (let i = 0; i < 2; i++) expect((await other.http().get('/api/v1/workspaces')).status).toBe(401);
      // A refused credential is an event of its own, as before.
      expect((await t().http().get('/api/v1/workspaces').set('Authorization', 'Bearer not-a-token')).status).toBe(401);
      await eventually(async () => expect(await counted(t())).toEqual([{ address: '127.0.0.1', count: 10 }]), 15_000);
      // Not as long as the minute lasted: at most two minutes' rows for one address, whatever the instances.
      const rows = await t().db.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM anonymous_refusals');
      expect(rows[0].n).toBeLessThanOrEqual(2);
      const events = await storedEvents(t());
      expect(events.map((e) => [e.status, e.principal, e.operation])).toEqual([[401, 'anonymous', 'workspaces']]);
    } finally {
      await other.stop();
    }

    // The audit API shows the counts (super_admin), on both surfaces.
    const su = bearer(await t().token('super_admin'));
    const rest = await t().http().get('/api/v1/audit/anonymous-refusals').set(su);
    expect(rest.status).toBe(200);
    expect(rest.body.reduce((n: number, r: { count: number }) => n + r.count, 0)).toBe(10);
    expect(rest.body[0]).toEqual({
      minute: expect.stringMatching(/:00(\.000)?Z$/),
      address: '127.0.0.1',
      count: expect.any(Number),
      last_at: expect.any(String),
    });
    const gql = await t().gql(
      '{ anonymousRefusals(limit: 10) { minute address count lastAt } }',
      {},
      await t().token('super_admin'),
    );
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data!.anonymousRefusals.reduce((n: number, r: { count: number }) => n + r.count, 0)).toBe(10);
    const future = await t().http().get('/api/v1/audit/anonymous-refusals?since=2999-01-01T00:00:00Z').set(su);
    expect(future.body).toEqual([]);
    const bad = await t().http().get('/api/v1/audit/anonymous-refusals?limit=5000').set(su);
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/^limit: /);
  });
});
