import { useTestApp } from '../support/app';
import { createWorkspace, superAdmin } from '../support/factories';
import { OpenApiAnswers } from '../support/openapi-answers';
import type { Json } from '../support/json';

/*
 * Issue 30, item 1: every answer of every /api/v1 operation is one the served OpenAPI document describes.
 * Every REST answer of every test is checked by `useTestApp` (test/support/openapi-answers.ts: status,
 * content type, body with ajv 2020-12, declared headers); this file sends each operation of the document
 * the requests that fail, which the other tests send to a few routes only, and checks them the same way.
 */
const t = useTestApp();

type Op = { method: string; template: string; op: { requestBody?: unknown; parameters?: { name: string }[] } };

async function operations(): Promise<{ doc: Json; ops: Op[] }> {
  const doc = (await t().http().get('/api/v1/openapi.json')).body;
  const ops: Op[] = [];
  for (const [template, byMethod] of Object.entries(doc.paths as Record<string, Record<string, Op['op']>>)) {
    for (const [method, op] of Object.entries(byMethod)) ops.push({ method, template, op });
  }
  return { doc, ops };
}

/** A path of the template with every parameter set (the workspace to `workspace`, the rest to `other`). */
const fill = (template: string, workspace: string, other: string) =>
  template.replace(/\{workspace\}/g, workspace).replace(/\{[^}]+\}/g, other);

const send = (method: string, path: string) => {
  const agent = t().http();
  return method === 'get'
    ? agent.get(path)
    : method === 'post'
      ? agent.post(path)
      : method === 'put'
        ? agent.put(path)
        : method === 'patch'
          ? agent.patch(path)
          : agent.delete(path);
};

describe('every operation of the OpenAPI document, refused', () => {
  it('documents the 400 of an unknown query parameter, on every operation', async () => {
    const { ops } = await operations();
    expect(ops.length).toBeGreaterThanOrEqual(80);
    const auth = await superAdmin(t());
    const ws = await createWorkspace(t(), 'w1');
    for (const { method, template } of ops) {
      const req = send(method, `${fill(template, ws.name, 'x1')}?no_such_parameter=1`).set(auth);
      const res =
        method === 'patch' ? await req.set('Content-Type', 'application/merge-patch+json').send('{}') : await req;
      expect([method, template, res.status, res.body.detail]).toEqual([
        method,
        template,
        400,
        expect.stringContaining('no_such_parameter: unknown query parameter'),
      ]);
    }
    expect(await t().undocumentedAnswers()).toEqual([]);
  });

  it('documents what an anonymous caller, a missing object and a body that is not JSON get, on every operation', async () => {
    const { ops } = await operations();
    const auth = await superAdmin(t());
    const ws = await createWorkspace(t(), 'w1');
    const statuses = new Set<number>();
    for (const { method, template, op } of ops) {
      const anonymous = await send(method, fill(template, ws.name, 'x1'));
      statuses.add(anonymous.status);
      // A workspace that does not exist, or an object of this one that does not exist.
      const named = template.replace('{workspace}', '').includes('{');
      for (const path of [fill(template, 'nowhere', 'x1'), fill(template, ws.name, 'x1')]) {
        const missing = await send(method, path).set(auth);
        statuses.add(missing.status);
        if (path.includes('nowhere') || named)
          expect([method, path, missing.status >= 400]).toEqual([method, path, true]);
      }
      if (op.requestBody) {
        const type = method === 'patch' ? 'application/merge-patch+json' : 'application/json';
        const broken = await send(method, fill(template, ws.name, 'x1'))
          .set(auth)
          .set('Content-Type', type)
          .send('{"name": ');
        expect([method, template, broken.status]).toEqual([method, template, 400]);
        const list = await send(method, fill(template, ws.name, 'x1'))
          .set(auth)
          .set('Content-Type', type)
          .send('[1]');
        expect([method, template, list.status]).toEqual([method, template, 400]);
      }
    }
    // Each kind of refusal was met (so the check above saw them all).
    expect([...statuses].sort()).toEqual(expect.arrayContaining([401, 404]));
    expect(await t().undocumentedAnswers()).toEqual([]);
  });

  it('documents the 422 and 409 of an Idempotency-Key, and the replay header', async () => {
    const auth = await superAdmin(t());
    const first = await t().http().post('/api/v1/workspaces').set(auth).set('Idempotency-Key', 'k').send({ name: 'a' });
    expect(first.status).toBe(201);
    const replay = await t()
      .http()
      .post('/api/v1/workspaces')
      .set(auth)
      .set('Idempotency-Key', 'k')
      .send({ name: 'a' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const other = await t().http().post('/api/v1/workspaces').set(auth).set('Idempotency-Key', 'k').send({ name: 'b' });
    expect(other.status).toBe(422);
    const malformed = await t()
      .http()
      .post('/api/v1/workspaces')
      .set(auth)
      .set('Idempotency-Key', 'not visible ascii')
      .send({ name: 'c' });
    expect(malformed.status).toBe(400);
    expect(await t().undocumentedAnswers()).toEqual([]);
  });

  it('single objects and their ETag: the body has no version and is never null', async () => {
    const auth = await superAdmin(t());
    const ws = await createWorkspace(t(), 'w1');
    const got = await t().http().get(`/api/v1/workspaces/${ws.name}`).set(auth);
    expect(got.status).toBe(200);
    expect(got.headers.etag).toMatch(/^"\d+"$/);
    expect(got.body.version).toBeUndefined();
    const { doc } = await operations();
    const schema = doc.paths['/api/v1/workspaces/{workspace}'].get.responses['200'].content['application/json'].schema;
    expect(schema.anyOf).toBeUndefined();
    expect(doc.components.schemas[schema.$ref.split('/').pop()].required).not.toContain('version');
    expect(await t().undocumentedAnswers()).toEqual([]);
  });
});

describe('the answer check itself', () => {
  it('reports an undocumented status, an invalid body, a wrong content type and an undeclared header', async () => {
    const check = new OpenApiAnswers((await t().http().get('/api/v1/openapi.json')).body);
    const json = { 'content-type': 'application/json; charset=utf-8' };
    const at = { method: 'GET', path: '/api/v1/workspaces/w1' };
    expect(check.check({ ...at, status: 418, headers: json, body: '{}' })).toEqual([
      expect.stringContaining('418: status not documented'),
    ]);
    expect(check.check({ ...at, status: 200, headers: json, body: '{"name": 3}' })).toEqual([
      expect.stringContaining('body does not match'),
    ]);
    expect(check.check({ ...at, status: 200, headers: { 'content-type': 'text/html' }, body: 'x' })).toEqual([
      expect.stringContaining('content type text/html not documented'),
    ]);
    const listed = { method: 'GET', path: '/api/v1/workspaces', status: 200, body: '{"workspaces": []}' };
    expect(check.check({ ...listed, headers: { ...json, location: '/x' } })).toEqual([
      expect.stringContaining('header location not declared'),
    ]);
    expect(check.check({ ...listed, headers: json })).toEqual([]);
  });
});
