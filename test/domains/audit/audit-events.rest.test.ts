import { useTestApp } from '../../support/app';
import { bearer, insertEvents, storedEvents } from './support';

const t = useTestApp();
const su = async () => bearer(await t().token('super_admin'));
const list = async (query = '') =>
  t()
    .http()
    .get(`/api/v1/audit/events${query}`)
    .set(await su());

describe('GET /api/v1/audit/events', () => {
  it('lists events newest first in REST spelling, with next_cursor null on the last page', async () => {
    const res0 = await t()
      .http()
      .post('/api/v1/workspaces')
      .set(await su())
      .send({ name: 'roads' });
    expect(res0.status).toBe(201);
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      events: [
        {
          id: expect.any(String),
          occurred_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          request_id: res0.headers['x-request-id'],
          principal: 'test-super_admin',
          credential_id: null,
          auth_method: 'mapgate_token',
          workspace: res0.body.id,
          workspace_name: 'roads',
          surface: 'rest',
          operation: 'createWorkspace',
          action: 'change',
          status: 201,
          duration_ms: expect.any(Number),
        },
      ],
      next_cursor: null,
    });
  });

  it('pages are stable across equal timestamps: no repeats, no gaps, newest first', async () => {
    const at = new Date('2026-01-01T00:00:00.000Z');
    const seeded = await insertEvents(
      t(),
      Array.from({ length: 25 }, () => ({ occurred_at: at })),
    );
    await insertEvents(t(), [{ occurred_at: new Date('2026-01-02T00:00:00.000Z'), operation: 'newest' }]);
    const seen: { id: string; operation: string; occurred_at: string }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list(`?limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.events.length).toBeLessThanOrEqual(7);
      // Events arriving meanwhile are newer than the cursor: they never shift the pages still to come.
      if (pages === 1) await insertEvents(t(), [{ occurred_at: new Date(), operation: 'late' }]);
      seen.push(...res.body.events);
      cursor = res.body.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(4);
    expect(seen).toHaveLength(26);
    expect(seen[0].operation).toBe('newest');
    expect(new Set(seen.map((e) => e.id)).size).toBe(26);
    expect(seen.slice(1).map((e) => e.id)).toEqual(
      seeded
        .map((e) => e.id)
        .sort()
        .reverse(),
    );
  });

  it('limit: default 50, at most 500; 400 outside 1..500', async () => {
    await insertEvents(
      t(),
      Array.from({ length: 60 }, (_, i) => ({ occurred_at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)) })),
    );
    const first = await list();
    expect(first.body.events).toHaveLength(50);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    expect((await list('?limit=500')).body.events).toHaveLength(60);
    for (const bad of ['0', '501', '-1']) {
      const res = await list(`?limit=${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(/^limit: must be between 1 and 500/);
    }
    expect((await list('?limit=ten')).body.detail).toMatch(/^limit: must be an integer/);
  });

  it('400 for a cursor it did not hand out', async () => {
    for (const bad of ['nope', Buffer.from('["x","y"]').toString('base64url')]) {
      const res = await list(`?cursor=${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('cursor: not a cursor returned by this list');
    }
  });

  it('filters by principal, operation, action, surface, workspace, status, since and until', async () => {
    const ws = (
      await t()
        .http()
        .post('/api/v1/workspaces')
        .set(await su())
        .send({ name: 'roads' })
    ).body;
    await t().db.sql.exec('DELETE FROM audit_events');
    const d = (day: number) => new Date(Date.UTC(2026, 0, day));
    const rows = await insertEvents(t(), [
      {
        principal: 'alice',
        operation: 'createWorkspace',
        action: 'change',
        surface: 'rest',
        status: 201,
        occurred_at: d(1),
      },
      {
        principal: 'bob',
        operation: 'deleteStyle',
        action: 'change',
        surface: 'graphql',
        status: 200,
        workspace: ws.id,
        occurred_at: d(2),
      },
      {
        principal: 'anonymous',
        operation: 'workspaces',
        action: 'security',
        surface: 'rest',
        status: 401,
        occurred_at: d(3),
      },
      { principal: 'bob', operation: 'login', action: 'security', surface: 'rest', status: 201, occurred_at: d(4) },
    ]);
    const ids = async (q: string) => {
      const res = await list(q);
      expect(res.status).toBe(200);
      return res.body.events.map((e: { id: string }) => rows.findIndex((r) => r.id === e.id)).sort();
    };
    expect(await ids('?principal=bob')).toEqual([1, 3]);
    expect(await ids('?operation=login')).toEqual([3]);
    expect(await ids('?action=security')).toEqual([2, 3]);
    expect(await ids('?surface=graphql')).toEqual([1]);
    expect(await ids(`?workspace=${ws.id}`)).toEqual([1]);
    expect(await ids('?workspace=roads')).toEqual([1]);
    expect(await ids('?status=201')).toEqual([0, 3]);
    expect(await ids('?since=2026-01-03T00:00:00Z')).toEqual([2, 3]);
    expect(await ids('?until=2026-01-03T00:00:00Z')).toEqual([0, 1]);
    expect(await ids('?principal=bob&action=change&since=2026-01-02T00:00:00Z&until=2026-01-05T00:00:00Z')).toEqual([
      1,
    ]);
  });

  it('400 naming the filter for a bad value', async () => {
    expect((await list('?action=delete')).body.detail).toMatch(/^action: must be one of change, read, security/);
    expect((await list('?surface=soap')).body.detail).toMatch(/^surface: must be one of rest, graphql/);
    expect((await list('?status=42')).body.detail).toMatch(/^status: must be an HTTP status/);
    const since = await list('?since=yesterday');
    expect(since.status).toBe(400);
    expect(since.body.detail).toMatch(/^since: /);
  });

  it('401 without a credential, 403 for a workspace admin', async () => {
    expect((await t().http().get('/api/v1/audit/events')).status).toBe(401);
    const ws = (
      await t()
        .http()
        .post('/api/v1/workspaces')
        .set(await su())
        .send({ name: 'w' })
    ).body;
    const res = await t()
      .http()
      .get('/api/v1/audit/events')
      .set(bearer(await t().token('admin', ws.id)));
    expect(res.status).toBe(403);
    // The 403 is itself a security event; a 401 without any credential is counted per address and minute
    // instead (docs/security.md, "Strangers").
    expect((await storedEvents(t())).filter((e) => e.action === 'security').map((e) => e.status)).toEqual([403]);
  });
});
