import { useTestApp } from '../support/app';
import { CSS } from './styles/fixtures';
import { superAdmin } from '../support/identity';

// Names, claims and JSON keys that could never work are refused (docs/security.md, "Names").
const t = useTestApp();
const UUID = '7f1d2c3b-4a5e-4f60-8a9b-0c1d2e3f4a5b';

async function post(path: string, body: unknown) {
  return t()
    .http()
    .post(`/api/v1${path}`)
    .set(await superAdmin(t()))
    .send(body as object);
}

const svc = (name: string) => ({
  name,
  type: 'postgis',
  connection_info: { host: 'db.example.test', database: 'gis', user: 'u' },
});

describe('names', () => {
  it('workspace names are unique regardless of case; renaming to another case of itself is fine', async () => {
    expect((await post('/workspaces', { name: 'w1' })).status).toBe(201);
    const dup = await post('/workspaces', { name: 'W1' });
    expect(dup.status).toBe(409);
    expect(dup.body.detail).toMatch(/workspace "w1" already exists/);
    const rename = await t()
      .http()
      .put('/api/v1/workspaces/w1')
      .set(await superAdmin(t()))
      .send({ name: 'W1' });
    expect(rename.status).toBe(200);
  });

  it('concurrent creates that differ only by case: exactly one wins, on each kind of name', async () => {
    const variants = ['case', 'Case', 'CASE', 'cAse', 'caSe', 'casE', 'CAse', 'caSE'];
    const statuses = async (path: string, body: (n: string) => unknown) =>
      (await Promise.all(variants.map((n) => post(path, body(n))))).map((r) => r.status).sort();
    const oneWins = [201, ...variants.slice(1).map(() => 409)];
    expect(await statuses('/workspaces', (name) => ({ name }))).toEqual(oneWins);
    await post('/workspaces', { name: 'w' });
    expect(await statuses('/workspaces/w/services', svc)).toEqual(oneWins);
    expect(await statuses('/workspaces/w/styles', (name) => ({ name, format: 'css', body: CSS }))).toEqual(oneWins);
  });

  it('service names are unique regardless of case within a workspace', async () => {
    await post('/workspaces', { name: 'w' });
    expect((await post('/workspaces/w/services', svc('roads'))).status).toBe(201);
    const dup = await post('/workspaces/w/services', svc('ROADS'));
    expect(dup.status).toBe(409);
  });

  it('style names and layer-group public ids are unique regardless of case within a workspace', async () => {
    await post('/workspaces', { name: 'w' });
    expect((await post('/workspaces/w/styles', { name: 'roads', format: 'css', body: CSS })).status).toBe(201);
    expect((await post('/workspaces/w/styles', { name: 'Roads', format: 'css', body: CSS })).status).toBe(409);
    expect((await post('/workspaces/w/layer-groups', { public_id: 'base' })).status).toBe(201);
    expect((await post('/workspaces/w/layer-groups', { public_id: 'BASE' })).status).toBe(409);
  });

  it('a name that parses as a UUID is refused with 400 naming the field', async () => {
    const ws = await post('/workspaces', { name: UUID });
    expect(ws.status).toBe(400);
    expect(ws.body.detail).toMatch(/^name: must not look like a UUID/);
    await post('/workspaces', { name: 'w' });
    const s = await post('/workspaces/w/services', svc(UUID.toUpperCase()));
    expect(s.status).toBe(400);
  });
});

describe('claim mappings', () => {
  it('refuse a claim that role resolution never reads', async () => {
    const res = await post('/claim-mappings', { claim_name: 'sub', claim_value: 'alice', role_id: 'viewer' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/sub.*never read for roles/);
    expect(
      (await post('/claim-mappings', { claim_name: 'groups', claim_value: 'gis', role_id: 'viewer' })).status,
    ).toBe(201);
  });
});

describe('JSON keys', () => {
  it('a __proto__ key inside connection_info is a 400 naming it, not silently dropped', async () => {
    await post('/workspaces', { name: 'w' });
    const body = `{"name":"s","type":"postgis","connection_info":{"host":"db.example.test","database":"gis","user":"u","__proto__":{"x":1}}}`;
    const res = await t()
      .http()
      .post('/api/v1/workspaces/w/services')
      .set(await superAdmin(t()))
      .set('Content-Type', 'application/json')
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/^connection_info\.__proto__: "__proto__" is not an accepted key/);
  });

  it('an unknown key inside connection_info is a 400 naming it', async () => {
    await post('/workspaces', { name: 'w' });
    const res = await post('/workspaces/w/services', {
      ...svc('s'),
      connection_info: { host: 'db.example.test', database: 'gis', user: 'u', colour: 'red' },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/colour/);
  });
});
