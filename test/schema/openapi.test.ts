import { Validator } from '@seriousme/openapi-schema-validator';
import { domains } from '../../src/domains';
import { FIXED_OPERATION_IDS } from '../../src/domains/route';
import { useTestApp } from '../support/app';
import type { Json } from '../support/json';

const t = useTestApp();

describe('GET /api/v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (checked by a real validator)', async () => {
    const res = await t().http().get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const result = await new Validator().validate(res.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every route of the table, with its success status and error statuses', async () => {
    const doc = (await t().http().get('/api/v1/openapi.json')).body;
    for (const route of domains.flatMap((d) => d.routes)) {
      const op = doc.paths[`/api/v1${route.path}`]?.[route.method.toLowerCase()];
      expect(op).toBeDefined();
      expect(op.operationId).toBe(route.operationId);
      expect(Object.keys(op.responses)).toEqual(
        expect.arrayContaining([String(route.status), '401', '403', '413', '426', '429', '503']),
      );
    }
  });

  it('names every operation after the GraphQL field it runs, except the ids docs/rules.md §10 fixes', async () => {
    const doc = (await t().http().get('/api/v1/openapi.json')).body;
    const differ: string[] = [];
    const ids: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
      for (const [method, op] of Object.entries(ops)) {
        const field = op['x-graphql-field'];
        expect([method, path, typeof field]).toEqual([method, path, 'string']);
        ids.push(op.operationId);
        // A PATCH answers through the PUT beside it: its id is the PUT's with update/put made patch.
        if (method === 'patch') {
          expect(op.operationId).toBe(`patch${ops.put.operationId.replace(/^(update|put)/, '')}`);
          expect(field).toBe(ops.put['x-graphql-field']);
        } else if (op.operationId !== field) differ.push(op.operationId);
      }
    }
    expect(differ.sort()).toEqual([...FIXED_OPERATION_IDS].sort());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares its tags, describes every operation from its GraphQL field, and documents headers and the error body', async () => {
    const doc = (await t().http().get('/api/v1/openapi.json')).body;
    const declared = new Set(doc.tags.map((x: { name: string; description: string }) => x.name));
    for (const x of doc.tags) expect(x.description).toBeTruthy();
    // Error answers are shared components (#/components/responses/<CODE>), one per status.
    const resolve = (r: Json) => (r.$ref ? doc.components.responses[r.$ref.split('/').pop()] : r);
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
      for (const [method, op] of Object.entries(ops)) {
        const at = `${method} ${path}`;
        expect([at, declared.has(op.tags[0])]).toEqual([at, true]);
        expect([at, op.description]).toEqual([at, expect.stringContaining(`\`${op['x-graphql-field']}\``)]);
        for (const [status, r] of Object.entries(op.responses as Record<string, Json>)) {
          expect([at, status, Object.keys(resolve(r).headers ?? {})]).toEqual([
            at,
            status,
            expect.arrayContaining(['X-Request-Id', 'RateLimit', 'RateLimit-Policy']),
          ]);
        }
        expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['400', '500']));
        expect(Object.keys(resolve(op.responses['503']).headers)).toContain('Retry-After');
        expect(Object.keys(resolve(op.responses['429']).headers)).toEqual(
          expect.arrayContaining(['Retry-After', 'RateLimit']),
        );
      }
    }
    const created = doc.paths['/api/v1/workspaces'].post.responses['201'];
    expect(Object.keys(created.headers)).toContain('Location');
    expect(Object.keys(doc.paths['/api/v1/workspaces/{workspace}'].get.responses['200'].headers)).toContain('ETag');
    expect(Object.keys(resolve(doc.paths['/api/v1/workspaces/{workspace}'].put.responses['412']).headers)).toContain(
      'ETag',
    );
    // A create takes Idempotency-Key, and documents the 409 and 422 it may answer (docs/live.md).
    const create = doc.paths['/api/v1/workspaces'].post;
    expect(create.parameters.map((p: { name: string }) => p.name)).toContain('Idempotency-Key');
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['409', '422']));
    expect(Object.keys(created.headers)).toEqual(expect.arrayContaining(['ETag', 'Idempotent-Replayed']));
    expect(Object.keys(doc.components.schemas.Error.properties)).toEqual(
      expect.arrayContaining(['code', 'error', 'message', 'detail', 'fields', 'diagnostics']),
    );
  });

  it('shows REST field names in snake_case', async () => {
    const doc = (await t().http().get('/api/v1/openapi.json')).body;
    expect(Object.keys(doc.components.schemas.Workspace.properties)).toEqual(
      expect.arrayContaining(['created_at', 'updated_at']),
    );
  });

  it('documents the dry runs: ?dry_run=true on the job create answers the plan; styles/validate answers diagnostics', async () => {
    const doc = (await t().http().get('/api/v1/openapi.json')).body;
    const resolve = (s: { $ref?: string }) => (s.$ref ? doc.components.schemas[s.$ref.split('/').pop()!] : s);
    const create = doc.paths['/api/v1/workspaces/{workspace}/tile-cache/jobs'].post;
    expect(create.parameters).toContainEqual(expect.objectContaining({ name: 'dry_run', in: 'query' }));
    const job = resolve(create.responses['202'].content['application/json'].schema);
    const plan = resolve(create.responses['200'].content['application/json'].schema);
    expect(job.properties).toHaveProperty('status');
    expect(plan.properties).toHaveProperty('estimated_bytes');
    expect(plan.properties).toHaveProperty('zooms');
    const validate = doc.paths['/api/v1/workspaces/{workspace}/styles/validate'].post;
    const answer = resolve(validate.responses['200'].content['application/json'].schema);
    expect(Object.keys(answer.properties)).toEqual(['valid', 'diagnostics']);
  });
});
