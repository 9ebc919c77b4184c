import { useTestApp } from '../../support/app';
import { UNKNOWN_ID, helpers } from '../layer-groups/support';

const t = useTestApp();
const h = helpers(t);
beforeEach(() => h.clearCaches());

const path = (ws: string) => `/api/v1/workspaces/${ws}/settings/ogcapi`;
const DEFAULTS = {
  enabled: true,
  public: false,
  title: null,
  abstract: null,
  limit_default: 10,
  limit_max: 1000,
  max_offset: 0,
};

async function put(ws: string, body: Record<string, unknown>) {
  return t()
    .http()
    .put(path(ws))
    .set(await h.su())
    .send(body);
}
async function get(ws: string) {
  return (
    await t()
      .http()
      .get(path(ws))
      .set(await h.su())
  ).body;
}

describe('GET /api/v1/workspaces/{workspace}/settings/ogcapi', () => {
  it('the defaults before any PUT, for the workspace admin', async () => {
    const ws = await h.workspace('w');
    const res = await t()
      .http()
      .get(path('w'))
      .set(await h.admin(ws.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DEFAULTS);
  });

  it('401, 403, 404 workspace not found', async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    expect((await t().http().get(path(a.id))).status).toBe(401);
    expect(
      (
        await t()
          .http()
          .get(path(a.id))
          .set(await h.admin(b.id))
      ).status,
    ).toBe(403);
    const res = await t()
      .http()
      .get(path(UNKNOWN_ID))
      .set(await h.su());
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('workspace not found');
  });
});

describe('PUT /api/v1/workspaces/{workspace}/settings/ogcapi', () => {
  it('200 with the saved object, which GET returns; omitted members take their defaults; tiles settings untouched', async () => {
    const ws = await h.workspace('w');
    await h.putTiles(ws.id, { enabled: true });
    const body = {
      enabled: false,
      public: true,
      title: 'Features',
      abstract: 'a',
      limit_default: 5,
      limit_max: 500,
      max_offset: 10000,
    };
    const res = await t()
      .http()
      .put(path(ws.id))
      .set(await h.admin(ws.id))
      .send(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(body);
    expect(await get(ws.id)).toEqual(body);
    expect((await put(ws.id, { title: 'only' })).body).toEqual({ ...DEFAULTS, title: 'only' });
    expect((await h.getTiles(ws.id)).enabled).toBe(true);
  });

  it.each([
    [{ limit_default: 11 }, 'limit_default', 11, 10],
    [{ limit_max: 1001 }, 'limit_max', 1001, 1000],
  ])(
    '400 "workspace feature limits cannot exceed server limits" for %j; nothing is saved',
    async (body, field, value, limit) => {
      const ws = await h.workspace('w');
      await put(ws.id, { title: 'kept' });
      const res = await put(ws.id, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        detail: 'workspace feature limits cannot exceed server limits',
        exceeded: [{ field, value, limit }],
      });
      expect(await get(ws.id)).toEqual({ ...DEFAULTS, title: 'kept' });
    },
  );

  it.each([
    [{ limit_default: 8, limit_max: 5 }, 'limit_default: must not exceed limit_max'],
    [{ limit_default: 0 }, 'limit_default: must be at least 1'],
    [{ max_offset: -1 }, 'max_offset: must not be negative'],
    [{ limit_max: 'many' }, /^limit_max: Int cannot represent/],
    [{ page_size: 3 }, 'page_size: unknown field'],
  ])('400 for %j; nothing is saved', async (body, detail) => {
    const ws = await h.workspace('w');
    const res = await put(ws.id, body);
    expect(res.status).toBe(400);
    if (typeof detail === 'string') expect(res.body.detail).toBe(detail);
    else expect(res.body.detail).toMatch(detail);
    expect(await get(ws.id)).toEqual(DEFAULTS);
  });

  it('401, 403, 404', async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    expect((await t().http().put(path(a.id)).send({})).status).toBe(401);
    expect(
      (
        await t()
          .http()
          .put(path(a.id))
          .set(await h.viewer(a.id))
          .send({})
      ).status,
    ).toBe(403);
    expect(
      (
        await t()
          .http()
          .put(path(a.id))
          .set(await h.admin(b.id))
          .send({})
      ).status,
    ).toBe(403);
    expect((await put('nope', {})).status).toBe(404);
  });
});
