import { useTestApp } from '../support/app';
import { seedWorkspace } from './support';

const t = useTestApp({ MAPGATE_TILE_WORKER_ENABLED: 'false' });

describe('a schema a UI trusts', () => {
  it('a missing object errors at its own path; its siblings still answer', async () => {
    await seedWorkspace(t(), 'a');
    const su = await t().token('super_admin');
    const r = await t().gql(
      `{ workspaces { name }
         workspace(workspace: "nope") { name }
         layer(workspace: "a", service: "pg", layer: "nope") { name }
         style(workspace: "a", style: "dark") { name } }`,
      {},
      su,
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      workspaces: [{ name: 'a' }],
      workspace: null,
      layer: null,
      style: { name: 'dark' },
    });
    expect(r.body.errors!.map((e) => [e.extensions?.code, (e as { path?: string[] }).path])).toEqual([
      ['NOT_FOUND', ['workspace']],
      ['NOT_FOUND', ['layer']],
    ]);
    // REST runs the same fields and still answers 404.
    const rest = await t().http().get('/api/v1/workspaces/nope').set('Authorization', `Bearer ${su}`);
    expect(rest.status).toBe(404);
  });

  it('closed sets are enums on GraphQL and keep their REST spelling; counts are whole numbers', async () => {
    const a = await seedWorkspace(t(), 'a');
    const su = await t().token('super_admin');
    const g = await t().gql(
      `{ style(workspace: "a", style: "dark") { format }
         tileCacheJob(workspace: "a", job: "${a.jobId}") { status totalTiles processedTiles } }`,
      {},
      su,
    );
    expect(g.body.errors).toBeUndefined();
    expect(g.body.data).toEqual({
      style: { format: 'SLD_1_0_0' },
      tileCacheJob: { status: 'RUNNING', totalTiles: 5, processedTiles: 2 },
    });
    const style = await t().http().get('/api/v1/workspaces/a/styles/dark').set('Authorization', `Bearer ${su}`);
    expect(style.body.format).toBe('sld_1.0.0');
    const job = await t()
      .http()
      .get(`/api/v1/workspaces/a/tile-cache/jobs/${a.jobId}`)
      .set('Authorization', `Bearer ${su}`);
    expect(job.body).toMatchObject({ status: 'running', total_tiles: 5, processed_tiles: 2 });
    const types = await t().gql(
      `{ format: __type(name: "StyleFormat") { kind enumValues { name } }
         action: __type(name: "AuditAction") { kind }
         job: __type(name: "TileCacheJob") { fields { name type { name ofType { name } } } } }`,
      {},
      su,
    );
    expect(types.body.data!.format.kind).toBe('ENUM');
    expect(types.body.data!.format.enumValues.map((v: { name: string }) => v.name)).toContain('SLD_1_1_0');
    expect(types.body.data!.action.kind).toBe('ENUM');
    const total = types.body.data!.job.fields.find((f: { name: string }) => f.name === 'totalTiles');
    expect(total.type.ofType.name).toBe('SafeInt');
  });
});
