import { seedWorkspace } from '../graph/support';
import { useTestApp } from '../support/app';

const t = useTestApp({ MAPGATE_TILE_WORKER_ENABLED: 'false' });

describe('REST lists with ?limit=&cursor= (docs/graph.md, paging over REST)', () => {
  let su: string;
  const get = (path: string) => t().http().get(`/api/v1${path}`).set('Authorization', `Bearer ${su}`);

  beforeEach(async () => {
    su = await t().token('super_admin');
    const a = await seedWorkspace(t(), 'a');
    for (const name of ['alpha', 'mid', 'zeta']) {
      await t().db.prisma.service.create({ data: { workspaceId: a.id, name, type: 'postgis', connectionInfo: {} } });
    }
  });

  it('answers a page with next_cursor, and the pages together are the plain list', async () => {
    const plain = await get('/workspaces/a/services');
    expect(plain.status).toBe(200);
    expect(Object.keys(plain.body)).toEqual(['services']);
    const paged: unknown[] = [];
    let r = await get('/workspaces/a/services?limit=2');
    for (;;) {
      expect(r.status).toBe(200);
      expect(Object.keys(r.body).sort()).toEqual(['next_cursor', 'services']);
      expect(r.body.services.length).toBeLessThanOrEqual(2);
      paged.push(...r.body.services);
      if (r.body.next_cursor === null) break;
      r = await get(`/workspaces/a/services?limit=2&cursor=${encodeURIComponent(r.body.next_cursor)}`);
    }
    // The same items, in the same REST shape (snake_case, REST enum spelling).
    expect(paged).toEqual(plain.body.services);
    expect(paged).toHaveLength(5);
    expect(plain.body.services[0]).toHaveProperty('connection_info');
  });

  it('pages routes with path parameters too, and a cursor alone gets the default page of 50', async () => {
    const first = await get('/workspaces/a/services/pg/layers?limit=1');
    expect(first.status).toBe(200);
    expect(first.body.layers.map((l: { name: string }) => l.name)).toEqual(['pg_rivers']);
    const rest = await get(`/workspaces/a/services/pg/layers?cursor=${encodeURIComponent(first.body.next_cursor)}`);
    expect(rest.body).toEqual({ layers: [expect.objectContaining({ name: 'pg_roads' })], next_cursor: null });
    const ws = await get('/workspaces?limit=1');
    expect(ws.body).toEqual({ workspaces: [expect.objectContaining({ name: 'a' })], next_cursor: null });
    // Roles page in the order of the plain list: the built-ins strongest first.
    const roles = await get('/roles?limit=3');
    expect(roles.body.roles.map((r: { id: string }) => r.id)).toEqual(['super_admin', 'admin', 'editor']);
    const more = await get(`/roles?cursor=${encodeURIComponent(roles.body.next_cursor)}`);
    expect(more.body).toEqual({ roles: [expect.objectContaining({ id: 'viewer', builtin: true })], next_cursor: null });
  });

  it('refuses a bad limit or cursor with a 400 naming the parameter, and unknown parameters as before', async () => {
    for (const q of ['limit=0', 'limit=501', 'limit=two', 'limit=1&limit=2']) {
      const r = await get(`/workspaces/a/services?${q}`);
      expect(r.status).toBe(400);
      expect(r.body.detail).toMatch(/^limit: /);
    }
    const cursor = (v: unknown[]) => Buffer.from(JSON.stringify(v)).toString('base64url');
    for (const q of [
      'cursor=nonsense',
      'cursor=',
      `cursor=${cursor(['x', 'y'])}`,
      `cursor=${cursor(['["pg\u0000"]', '00000000-0000-4000-8000-000000000000'])}`,
    ]) {
      const r = await get(`/workspaces/a/services?${q}`);
      expect(r.status).toBe(400);
      expect(r.body.detail).toMatch(/^cursor: /);
    }
    const unknown = await get('/workspaces/a/services?limit=1&page=2');
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toMatch(/^page: unknown query parameter \(this route takes limit, cursor\)/);
    // A list that does not page (OGC documents of tile matrix sets) takes neither.
    const sets = await get('/tile-matrix-sets?limit=1');
    expect(sets.status).toBe(400);
    expect(sets.body.detail).toMatch(/^limit: unknown query parameter/);
  });

  it('keeps authorization: a paged list of another workspace is refused like the plain one', async () => {
    const b = await seedWorkspace(t(), 'b');
    const adminB = await t().token('admin', b.id);
    const r = await t().http().get('/api/v1/workspaces/a/services?limit=1').set('Authorization', `Bearer ${adminB}`);
    expect(r.status).toBe(403);
    expect(JSON.stringify(r.body)).not.toContain('pg');
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t().http().get('/api/v1/openapi.json')).body;
    const op = doc.paths['/api/v1/workspaces/{workspace}/services'].get;
    expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['limit', 'cursor']));
    const body = op.responses['200'].content['application/json'].schema;
    expect(body.properties).toHaveProperty('next_cursor');
    expect(doc.paths['/api/v1/roles'].get.parameters.map((p: { name: string }) => p.name)).toContain('limit');
    expect(doc.paths['/api/v1/tile-matrix-sets'].get.parameters ?? []).not.toContainEqual(
      expect.objectContaining({ name: 'limit' }),
    );
  });
});
