import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { startTestApp, useTestApp, type TestApp } from '../../support/app';
import { createWorkspace, superAdmin } from '../../support/factories';

// Workspace as code over HTTP (docs/workspace-documents.md): export, plan, apply on the real app.
const t = useTestApp();

const MAPBOX = JSON.stringify({
  version: 8,
  sources: { osm: { type: 'vector', tiles: ['https://tiles.example.com/{z}/{x}/{y}.pbf'] } },
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#f8f4f0' } }],
});
import { SLD_10 as SLD } from '../styles/fixtures';
const PASSWORD = 'hunter2-not-exported';

/** A workspace built call by call, as a client would (a PostGIS service nobody listens to: layers unchecked). */
async function build(app: TestApp, name: string): Promise<void> {
  const su = await superAdmin(app);
  await createWorkspace(app, name, su);
  const ok = async (p: Promise<{ status: number; body: unknown }>, status = 201) => {
    const r = await p;
    if (r.status !== status) throw new Error(`${r.status} ${JSON.stringify(r.body)}`);
  };
  const base = `/api/v1/workspaces/${name}`;
  await ok(app.http().put(base).set(su).send({ description: 'roads and rivers' }), 200);
  await ok(
    app
      .http()
      .post(`${base}/services`)
      .set(su)
      .send({
        name: 'db',
        type: 'postgis',
        connection_info: { host: '127.0.0.1', port: 1, database: 'gis', user: 'reader', password: PASSWORD },
      }),
  );
  await ok(app.http().post(`${base}/styles`).set(su).send({ name: 'basic', format: 'mapbox', body: MAPBOX }));
  await ok(
    app.http().post(`${base}/styles`).set(su).send({ name: 'plain', format: 'sld_1.0.0', body: SLD, title: 'Plain' }),
  );
  await ok(
    app
      .http()
      .post(`${base}/services/db/layers`)
      .set(su)
      .send({ name: 'roads', table: 'public.roads', default_style: 'plain' }),
  );
  await ok(app.http().post(`${base}/services/db/layers`).set(su).send({ name: 'rivers', title: 'Rivers' }));
  await ok(
    app
      .http()
      .post(`${base}/layer-groups`)
      .set(su)
      .send({ public_id: 'inner', members: [{ resource: 'rivers', style: 'plain', opacity: 0.5 }] }),
  );
  await ok(
    app
      .http()
      .post(`${base}/layer-groups`)
      .set(su)
      .send({
        public_id: 'map',
        title: 'The map',
        public: true,
        members: [{ resource: 'roads' }, { resource: 'inner' }],
      }),
  );
  // The OGC settings (the workspace map is a layer group, by id on REST), a claim mapping, API keys.
  await ok(
    app.http().put(`${base}/settings/ogcapi`).set(su).send({ title: 'Features', limit_default: 5, max_offset: 100 }),
    200,
  );
  const map = await app.http().get(`${base}/layer-groups/map`).set(su);
  await ok(
    app
      .http()
      .put(`${base}/settings/ogc-tiles`)
      .set(su)
      .send({
        enabled: true,
        settings: {
          tile_matrix_sets: ['WorldCRS84Quad'],
          max_features: 5000,
          dataset_map_layer_group_id: map.body.id,
        },
      }),
    200,
  );
  await ok(
    app
      .http()
      .post(`${base}/claim-mappings`)
      .set(su)
      .send({ claim_name: 'groups', claim_value: 'gis-editors', role_id: 'editor', priority: 5 }),
  );
  for (const [keyName, role] of [
    ['ci', 'editor'],
    ['ci', 'editor'],
    ['viewer-app', 'viewer'],
    ['old', 'viewer'],
  ]) {
    await ok(app.http().post(`${base}/apikeys`).set(su).send({ name: keyName, role_id: role }));
  }
  const keys = await app.http().get(`${base}/apikeys`).set(su);
  const old = keys.body.api_keys.find((k: { name: string }) => k.name === 'old');
  await ok(app.http().delete(`${base}/apikeys/${old.id}`).set(su), 204);
}

/** What build() makes of the settings, claim mappings and keys, as the document writes them. */
const BUILT_EXTRAS = {
  ogc_features: { enabled: true, public: false, title: 'Features', limit_default: 5, limit_max: 1000, max_offset: 100 },
  ogc_tiles: {
    enabled: true,
    public: false,
    versions: ['1.0.0'],
    settings: {
      vector_tiles: { enabled: true, formats: ['application/vnd.mapbox-vector-tile'] },
      map_tiles: { enabled: true, formats: ['image/png', 'image/jpeg', 'image/webp'] },
      cache_enabled: true,
      max_features: 5000,
      max_vertices: 0,
      max_tile_bytes: 0,
      persistent_cache_quota_bytes: 0,
      dataset_map_layer_group: 'map',
    },
  },
  tile_matrix_sets: ['WorldCRS84Quad'],
  claim_mappings: [{ claim_name: 'groups', claim_value: 'gis-editors', role_id: 'editor', priority: 5 }],
  api_keys: [
    { name: 'ci', role_id: 'editor' },
    { name: 'viewer-app', role_id: 'viewer' },
  ],
};

/**
 * A run followed as a client does (docs/workspace-documents.md, "Runs"): read at its Location after
 * each Retry-After until it ended.
 */
async function followRun(app: TestApp, accepted: { headers: Record<string, string> }) {
  const location = accepted.headers.location;
  expect(location).toMatch(/^\/api\/v1\/workspaces\/[^/]+\/document-runs\/[0-9a-f-]{36}$/);
  expect(Number(accepted.headers['retry-after'])).toBeGreaterThan(0);
  for (let i = 0; i < 200; i++) {
    const r = await app
      .http()
      .get(location)
      .set(await superAdmin(app));
    expect(r.status).toBe(200);
    if (r.body.status === 'succeeded' || r.body.status === 'failed') return r.body;
    expect(r.headers['retry-after']).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`run ${location} did not end`);
}

/** The export: a 202's run followed to its end, then the export asked again (then stored: 200). */
async function exported(app: TestApp, ws: string, accept = 'application/json') {
  const get = async () =>
    app
      .http()
      .get(`/api/v1/workspaces/${ws}/export`)
      .set(await superAdmin(app))
      .set('Accept', accept)
      .buffer(true)
      .parse((res, cb) => {
        let s = '';
        res.on('data', (c: Buffer) => (s += c.toString()));
        res.on('end', () => cb(null, s));
      });
  let r = await get();
  if (r.status === 202) {
    expect((await followRun(app, r)).status).toBe('succeeded');
    r = await get();
  }
  expect(r.status).toBe(200);
  return { text: r.body as string, etag: r.headers.etag as string, type: r.headers['content-type'] as string };
}

/** A plan, or an apply waited for (Prefer: wait), which answers as a synchronous apply did: 200 or the error. */
const post = async (
  app: TestApp,
  ws: string,
  what: 'plan' | 'apply',
  doc: unknown,
  extra: { prune?: boolean; ifMatch?: string; revealKeys?: boolean; expectedPlan?: string } = {},
) => {
  const query = [
    extra.prune ? 'prune=true' : '',
    extra.revealKeys ? 'reveal_keys=true' : '',
    extra.expectedPlan ? `expected_plan=${extra.expectedPlan}` : '',
  ].filter(Boolean);
  const req = app
    .http()
    .post(`/api/v1/workspaces/${ws}/${what}${query.length ? `?${query.join('&')}` : ''}`)
    .set(await superAdmin(app));
  if (extra.ifMatch) req.set('If-Match', extra.ifMatch);
  if (what === 'apply') req.set('Prefer', 'wait=30');
  return req.send(doc as object);
};

describe('workspace documents over REST', () => {
  it('exports a workspace completely, in JSON and YAML, without any secret; the schema is served', async () => {
    await build(t(), 'src');
    const json = await exported(t(), 'src');
    expect(json.type).toMatch(/application\/json/);
    expect(json.text).not.toContain(PASSWORD);
    expect(json.text).not.toMatch(/password/);
    const doc = JSON.parse(json.text);
    expect(doc).toEqual({
      api_version: 'mapgate/v1',
      kind: 'Workspace',
      name: 'src',
      description: 'roads and rivers',
      services: [
        {
          name: 'db',
          type: 'postgis',
          enabled: true,
          connection_info: {
            database: 'gis',
            host: '127.0.0.1',
            port: 1,
            schemas: ['public'],
            sslmode: 'prefer',
            user: 'reader',
          },
        },
      ],
      styles: [
        { name: 'basic', format: 'mapbox', body: MAPBOX },
        { name: 'plain', format: 'sld_1.0.0', title: 'Plain', body: SLD },
      ],
      layers: [
        { name: 'rivers', service: 'db', title: 'Rivers' },
        { name: 'roads', service: 'db', table: 'public.roads', default_style: 'plain' },
      ],
      layer_groups: [
        {
          name: 'inner',
          enabled: true,
          public: false,
          members: [{ resource: 'rivers', style: 'plain', opacity: 0.5 }],
        },
        {
          name: 'map',
          title: 'The map',
          enabled: true,
          public: true,
          members: [
            { resource: 'roads', opacity: 1 },
            { resource: 'inner', opacity: 1 },
          ],
        },
      ],
      ...BUILT_EXTRAS,
    });
    // The export's order is fixed: keys in the document's order, whatever the database gave.
    expect(Object.keys(doc)).toEqual([
      'api_version',
      'kind',
      'name',
      'description',
      'services',
      'styles',
      'layers',
      'layer_groups',
      'ogc_features',
      'ogc_tiles',
      'tile_matrix_sets',
      'claim_mappings',
      'api_keys',
    ]);
    expect(json.text).not.toMatch(/mgk_/);
    const yaml = await exported(t(), 'src', 'application/yaml');
    expect(yaml.type).toMatch(/application\/yaml/);
    expect(yaml.etag).toBe(json.etag);
    expect(YAML.parse(yaml.text)).toEqual(doc);
    expect(yaml.text).not.toContain(PASSWORD);

    const schema = await t().http().get('/api/v1/schemas/workspace-document.json');
    expect(schema.status).toBe(200);
    expect(JSON.parse(schema.text).properties.layer_groups.type).toBe('array');
    // The OGC settings' members carry the checks of the settings' own input (a page holds at least one
    // feature; map tiles come in three formats), not a looser copy.
    const { ogc_features: features, ogc_tiles: tiles } = JSON.parse(schema.text).properties;
    expect(features.properties.limit_default).toMatchObject({ type: 'integer', minimum: 1 });
    expect(tiles.properties.settings.properties.map_tiles.properties.formats.items.enum).toEqual([
      'image/png',
      'image/jpeg',
      'image/webp',
    ]);
    expect(tiles.properties.versions.items.const).toBe('1.0.0');
    // The committed copy (docs/workspace-document.schema.json) is the one served.
    expect(JSON.parse(schema.text)).toEqual(
      JSON.parse(fs.readFileSync(path.join(__dirname, '../../../docs/workspace-document.schema.json'), 'utf8')),
    );
  });

  it('round trip: export, apply to an empty instance, export again is byte-identical; a second apply changes nothing', async () => {
    await build(t(), 'src');
    const first = await exported(t(), 'src');
    const other = await startTestApp();
    try {
      // The workspace does not exist there: the plan creates it (against version 0).
      const planned = await post(other, 'src', 'plan', JSON.parse(first.text));
      expect(planned.status).toBe(200);
      expect(planned.headers.etag).toBe('"0"');
      expect(
        planned.body.changes.map(
          (c: { action: string; kind: string; name: string }) => `${c.action} ${c.kind} ${c.name}`,
        ),
      ).toEqual([
        'create workspace src',
        'create service db',
        'create style basic',
        'create style plain',
        'create layer rivers',
        'create layer roads',
        'create layer_group inner',
        'create layer_group map',
        'update ogc_features src',
        'update ogc_tiles src',
        'create claim_mapping groups=gis-editors',
        'create api_key ci [editor]',
        'create api_key viewer-app [viewer]',
      ]);
      expect(planned.body.text).toContain('+ workspace src (create)');
      expect(planned.body.changes[9].fields).toContainEqual({
        field: 'tile_matrix_sets',
        from: ['WebMercatorQuad', 'WorldCRS84Quad'],
        to: ['WorldCRS84Quad'],
      });
      expect(planned.body.changes[9].fields).toContainEqual({
        field: 'settings.dataset_map_layer_group',
        from: null,
        to: 'map',
      });
      // Nothing was made by the plan.
      expect(
        (
          await other
            .http()
            .get('/api/v1/workspaces/src')
            .set(await superAdmin(other))
        ).status,
      ).toBe(404);
      // Only a super_admin creates a workspace this way.
      const admin = await other
        .http()
        .post('/api/v1/workspaces/src/apply')
        .set('Authorization', `Bearer ${await other.token('admin')}`)
        .send(JSON.parse(first.text));
      expect(admin.status).toBe(403);

      const applied = await post(other, 'src', 'apply', JSON.parse(first.text), { ifMatch: '"0"', revealKeys: true });
      expect(applied.status).toBe(200);
      expect(applied.body.changes).toEqual(planned.body.changes);
      // The new keys' secrets, asked for, are in this answer only; each works.
      expect(applied.body.created_keys.map((k: { name: string }) => k.name)).toEqual(['ci', 'viewer-app']);
      const ciKey = applied.body.created_keys[0].key as string;
      const asCi = await other.http().get('/api/v1/auth/me').set('X-API-Key', ciKey);
      expect(asCi.status).toBe(200);
      expect(JSON.stringify(asCi.body)).toContain('editor');
      const again = await exported(other, 'src');
      expect(again.text).toBe(first.text);
      const second = await post(other, 'src', 'apply', JSON.parse(again.text), { revealKeys: true });
      expect(second.status).toBe(200);
      expect(second.body.created_keys ?? []).toEqual([]);
      expect(second.body.changes).toEqual([]);
      expect(second.body.text).toMatch(/No changes/);
      // No change, no new version.
      expect((await exported(other, 'src')).etag).toBe(again.etag);
    } finally {
      await other.stop();
    }
  }, 60_000);

  it('plans every kind of change in a stable order, field by field; deletes only with prune', async () => {
    await build(t(), 'src');
    const doc = JSON.parse((await exported(t(), 'src')).text);
    doc.description = 'changed';
    doc.services[0].connection_info.port = 2;
    doc.services[0].connection_info.password = 'new-secret';
    doc.styles[1].title = 'Plainer';
    doc.layers.push({ name: 'zebra', service: 'db' });
    doc.layer_groups = doc.layer_groups.filter((g: { name: string }) => g.name !== 'map');
    doc.styles = doc.styles.filter((s: { name: string }) => s.name !== 'basic');
    doc.ogc_features.public = true;
    // The workspace map moves to "inner" before "map" is deleted (the settings are written before deletes).
    doc.ogc_tiles.settings.dataset_map_layer_group = 'inner';
    doc.tile_matrix_sets = ['WebMercatorQuad', 'WorldCRS84Quad'];
    doc.claim_mappings[0].priority = 7;
    doc.claim_mappings.push({ claim_name: 'groups', claim_value: 'gis-viewers', role_id: 'viewer' });
    doc.api_keys = [
      { name: 'ci', role_id: 'editor' },
      { name: 'deploy', role_id: 'admin' },
    ];

    const plan = await post(t(), 'src', 'plan', doc);
    expect(plan.status).toBe(200);
    expect(plan.body.changes).toEqual([
      {
        action: 'update',
        kind: 'workspace',
        name: 'src',
        fields: [{ field: 'description', from: 'roads and rivers', to: 'changed' }],
      },
      {
        action: 'update',
        kind: 'service',
        name: 'db',
        fields: [
          { field: 'connection_info.password', from: '(sensitive)', to: '(sensitive)' },
          { field: 'connection_info.port', from: 1, to: 2 },
        ],
      },
      { action: 'update', kind: 'style', name: 'plain', fields: [{ field: 'title', from: 'Plain', to: 'Plainer' }] },
      { action: 'create', kind: 'layer', name: 'zebra', fields: null },
      { action: 'update', kind: 'ogc_features', name: 'src', fields: [{ field: 'public', from: false, to: true }] },
      {
        action: 'update',
        kind: 'ogc_tiles',
        name: 'src',
        fields: [
          { field: 'settings.dataset_map_layer_group', from: 'map', to: 'inner' },
          { field: 'tile_matrix_sets', from: ['WorldCRS84Quad'], to: ['WebMercatorQuad', 'WorldCRS84Quad'] },
        ],
      },
      {
        action: 'update',
        kind: 'claim_mapping',
        name: 'groups=gis-editors',
        fields: [{ field: 'priority', from: 5, to: 7 }],
      },
      { action: 'create', kind: 'claim_mapping', name: 'groups=gis-viewers', fields: null },
      { action: 'create', kind: 'api_key', name: 'deploy [admin]', fields: null },
    ]);
    expect(plan.body.unmanaged).toEqual([
      { kind: 'style', name: 'basic' },
      { kind: 'layer_group', name: 'map' },
      { kind: 'api_key', name: 'viewer-app [viewer]' },
    ]);
    expect(plan.body.text).not.toContain('new-secret');
    expect(plan.body.text).toContain('Plan: 3 to create, 6 to update, 0 to delete.');

    const pruned = await post(t(), 'src', 'plan', doc, { prune: true });
    expect(pruned.body.changes.slice(9)).toEqual([
      { action: 'delete', kind: 'api_key', name: 'viewer-app [viewer]', fields: null },
      { action: 'delete', kind: 'layer_group', name: 'map', fields: null },
      { action: 'delete', kind: 'style', name: 'basic', fields: null },
    ]);
    // A plan changes nothing.
    expect(JSON.parse((await exported(t(), 'src')).text).description).toBe('roads and rivers');

    const applied = await post(t(), 'src', 'apply', doc, { prune: true });
    expect(applied.status).toBe(200);
    // Without reveal_keys no secret is answered: the new key exists, nobody has its secret.
    expect(applied.body.created_keys ?? null).toBeNull();
    expect(JSON.stringify(applied.body)).not.toMatch(/mgk_/);
    const after = JSON.parse((await exported(t(), 'src')).text);
    expect(after.layer_groups.map((g: { name: string }) => g.name)).toEqual(['inner']);
    expect(after.styles.map((g: { name: string }) => g.name)).toEqual(['plain']);
    expect(after.layers.map((g: { name: string }) => g.name)).toEqual(['rivers', 'roads', 'zebra']);
    expect(after.ogc_tiles.settings.dataset_map_layer_group).toBe('inner');
    expect(after.tile_matrix_sets).toEqual(['WebMercatorQuad', 'WorldCRS84Quad']);
    expect(after.ogc_features.public).toBe(true);
    expect(after.claim_mappings).toEqual([
      { claim_name: 'groups', claim_value: 'gis-editors', role_id: 'editor', priority: 7 },
      { claim_name: 'groups', claim_value: 'gis-viewers', role_id: 'viewer', priority: 0 },
    ]);
    expect(after.api_keys).toEqual(doc.api_keys);
    // Pruning a key revokes it (it stays listed, revoked).
    const keys = await t()
      .http()
      .get('/api/v1/workspaces/src/apikeys')
      .set(await superAdmin(t()));
    const viewerApp = keys.body.api_keys.filter((k: { name: string }) => k.name === 'viewer-app');
    expect(viewerApp.map((k: { revoked: boolean }) => k.revoked)).toEqual([true]);
    const saved = await t().db.prisma.service.findFirst({ where: { name: 'db' } });
    expect(JSON.stringify(saved!.connectionInfo)).not.toContain('new-secret'); // sealed at rest
    expect((await post(t(), 'src', 'apply', doc, { prune: true })).body.changes).toEqual([]);

    // Every change is audited with the apply's request id.
    const events = await t().db.prisma.auditEvent.findMany({ where: { operation: { startsWith: 'applyWorkspace' } } });
    const ids = new Set(events.filter((e) => e.operation !== 'applyWorkspace').map((e) => e.requestId));
    expect(
      events
        .filter((e) => e.operation.startsWith('applyWorkspace '))
        .map((e) => e.operation)
        .sort(),
    ).toEqual(
      [
        'applyWorkspace create layer zebra',
        'applyWorkspace delete layer_group map',
        'applyWorkspace delete style basic',
        'applyWorkspace update service db',
        'applyWorkspace update style plain',
        'applyWorkspace update workspace src',
        'applyWorkspace update ogc_features src',
        'applyWorkspace update ogc_tiles src',
        'applyWorkspace update claim_mapping groups=gis-editors',
        'applyWorkspace create claim_mapping groups=gis-viewers',
        'applyWorkspace create api_key deploy [admin]',
        'applyWorkspace delete api_key viewer-app [viewer]',
      ].sort(),
    );
    expect(ids.size).toBe(1);
  }, 60_000);

  it('refuses an apply with 412 when the workspace changed since the version in If-Match', async () => {
    await build(t(), 'src');
    const first = await exported(t(), 'src');
    const doc = JSON.parse(first.text);
    doc.description = 'mine';
    await t()
      .http()
      .put('/api/v1/workspaces/src')
      .set(await superAdmin(t()))
      .send({ description: 'theirs' });
    const refused = await post(t(), 'src', 'apply', doc, { ifMatch: first.etag });
    expect(refused.status).toBe(412);
    expect(JSON.parse((await exported(t(), 'src')).text).description).toBe('theirs');
    const now = await exported(t(), 'src');
    const ok = await post(t(), 'src', 'apply', doc, { ifMatch: now.etag });
    expect(ok.status).toBe(200);
    expect(ok.headers.etag).not.toBe(now.etag);

    // A style made by its own route does not move the workspace's version: the plan's digest is what
    // refuses an apply that would now differ from the plan shown (here: prune a style nobody saw planned).
    const shown = await post(t(), 'src', 'plan', doc, { prune: true });
    expect(shown.body.changes).toEqual([]);
    const byHand = await t()
      .http()
      .post('/api/v1/workspaces/src/styles')
      .set(await superAdmin(t()))
      .send({ name: 'byhand', format: 'sld_1.0.0', body: SLD });
    expect(byHand.status).toBe(201);
    const stale = await post(t(), 'src', 'apply', doc, {
      prune: true,
      ifMatch: shown.headers.etag,
      expectedPlan: shown.body.digest,
    });
    expect(stale.status).toBe(412);
    expect(
      (
        await t()
          .http()
          .get('/api/v1/workspaces/src/styles/byhand')
          .set(await superAdmin(t()))
      ).status,
    ).toBe(200);
    // Planned again, the digest names the delete, and the apply makes it.
    const replanned = await post(t(), 'src', 'plan', doc, { prune: true });
    expect(replanned.body.digest).not.toBe(shown.body.digest);
    const pruned = await post(t(), 'src', 'apply', doc, {
      prune: true,
      ifMatch: replanned.headers.etag,
      expectedPlan: replanned.body.digest,
    });
    expect(pruned.status).toBe(200);
    expect(pruned.body.changes).toEqual([{ action: 'delete', kind: 'style', name: 'byhand', fields: null }]);
  }, 60_000);

  it('is all or nothing: when the n-th change fails, nothing of the apply is left', async () => {
    await build(t(), 'src');
    const before = await exported(t(), 'src');
    const doc = JSON.parse(before.text);
    doc.description = 'half';
    doc.styles.push({ name: 'extra', format: 'sld_1.0.0', body: SLD });
    doc.layers.push({ name: 'more', service: 'db' });
    doc.layer_groups.push({ name: 'boom', members: [{ resource: 'more' }] });
    // Changes planned after the failing one (settings, claim mappings, keys) are not made either.
    doc.ogc_features.public = true;
    doc.claim_mappings.push({ claim_name: 'groups', claim_value: 'later', role_id: 'viewer' });
    doc.api_keys.push({ name: 'later', role_id: 'viewer' });
    const keysBefore = await t().db.prisma.apiKey.count();
    await t().db.prisma.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION refuse_boom() RETURNS trigger AS $$
      BEGIN IF NEW.public_id = 'boom' THEN RAISE EXCEPTION 'boom refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await t().db.prisma.$executeRawUnsafe(
      'CREATE TRIGGER refuse_boom BEFORE INSERT ON layer_groups FOR EACH ROW EXECUTE FUNCTION refuse_boom()',
    );
    try {
      const failed = await post(t(), 'src', 'apply', doc);
      expect(failed.status).toBeGreaterThanOrEqual(400);
      const after = await exported(t(), 'src');
      expect(after.text).toBe(before.text);
      expect(after.etag).toBe(before.etag);
      expect(await t().db.prisma.apiKey.count()).toBe(keysBefore);
      expect(await t().db.prisma.auditEvent.count({ where: { operation: { startsWith: 'applyWorkspace ' } } })).toBe(0);
    } finally {
      await t().db.prisma.$executeRawUnsafe('DROP TRIGGER refuse_boom ON layer_groups');
      await t().db.prisma.$executeRawUnsafe('DROP FUNCTION refuse_boom()');
    }
    // Without the trigger the same document applies.
    expect((await post(t(), 'src', 'apply', doc)).status).toBe(200);
  }, 60_000);

  it('answers an invalid document with every problem at once, each with its path', async () => {
    await createWorkspace(t(), 'src', await superAdmin(t()));
    const r = await post(t(), 'src', 'plan', {
      api_version: 'mapgate/v1',
      kind: 'Workspace',
      name: 'src',
      services: [{ name: 'db', type: 'postgis', connection_info: { password: '${env:PG_PASSWORD}' } }],
      styles: [{ name: 'a b', format: 'mapbox' }],
      api_keys: [{ name: ' padded', role_id: 'viewer' }],
      layers: [{ name: 'roads', service: 'nowhere', default_style: 'missing' }],
      layer_groups: [{ name: 'g', members: [{ resource: 'ghost' }] }],
    });
    expect(r.status).toBe(400);
    for (const path of ['styles[0].name', 'styles[0].body', 'api_keys[0].name']) expect(r.body.detail).toContain(path);
    const again = await post(t(), 'src', 'plan', {
      api_version: 'mapgate/v1',
      kind: 'Workspace',
      name: 'src',
      services: [{ name: 'db', type: 'postgis', connection_info: { password: '${env:PG_PASSWORD}' } }],
      layers: [{ name: 'roads', service: 'nowhere', default_style: 'missing' }],
      layer_groups: [{ name: 'g', members: [{ resource: 'ghost' }] }],
      ogc_features: { limit_default: 50, limit_max: 20 },
      ogc_tiles: { settings: { map_tiles: { formats: ['image/gif'] }, dataset_map_layer_group: 'nowhere' } },
      tile_matrix_sets: [],
      claim_mappings: [
        { claim_name: 'groups', claim_value: 'a', role_id: 'viewer' },
        { claim_name: 'groups', claim_value: 'a', role_id: 'editor' },
      ],
    });
    expect(again.status).toBe(400);
    for (const path of [
      'ogc_features.limit_default',
      'ogc_tiles.settings.map_tiles.formats[0]',
      'ogc_tiles.settings.dataset_map_layer_group',
      'tile_matrix_sets',
      'claim_mappings[1]',

      'services[0].connection_info.password',
      'layers[0].service',
      'layers[0].default_style',
      'layer_groups[0].members[0].resource',
    ])
      expect(again.body.detail).toContain(path);
  });
});

describe('workspace documents over GraphQL', () => {
  it('exports, plans and applies', async () => {
    await build(t(), 'src');
    const token = await t().token('super_admin');
    // Exports and applies are runs; `wait` answers them once ended (at most that many seconds).
    const ex = await t().gql(
      'query($w: String!) { exportWorkspace(workspace: $w, wait: 30) { status document workspaceVersion } }',
      { w: 'src' },
      token,
    );
    expect(ex.body.data!.exportWorkspace.status).toBe('succeeded');
    const doc = ex.body.data!.exportWorkspace.document;
    const version = ex.body.data!.exportWorkspace.workspaceVersion;
    expect(JSON.stringify(doc)).not.toContain(PASSWORD);
    doc.styles[0].title = 'Basic';
    const plan = await t().gql(
      'query($w: String!, $d: JSONObject!) { planWorkspace(workspace: $w, document: $d) { changes { action kind name fields { field from to } } text } }',
      { w: 'src', d: doc },
      token,
    );
    expect(plan.body.data!.planWorkspace.changes).toEqual([
      { action: 'update', kind: 'style', name: 'basic', fields: [{ field: 'title', from: null, to: 'Basic' }] },
    ]);
    const APPLY =
      'mutation($w: String!, $d: JSONObject!, $v: Int) { applyWorkspace(workspace: $w, document: $d, expectedVersion: $v, wait: 30) { runId status error { code } plan { version changes { name } } } }';
    // A version that moved: the run fails with the code a synchronous apply answered.
    const stale = await t().gql(APPLY, { w: 'src', d: doc, v: version - 1 }, token);
    expect(stale.body.data!.applyWorkspace).toMatchObject({
      status: 'failed',
      error: { code: 'PRECONDITION_FAILED' },
      plan: null,
    });
    const applied = await t().gql(APPLY, { w: 'src', d: doc, v: version }, token);
    expect(applied.body.data!.applyWorkspace.status).toBe('succeeded');
    expect(applied.body.data!.applyWorkspace.plan.changes).toEqual([{ name: 'basic' }]);
    // The run is read again by its id (without waiting: it ended).
    const read = await t().gql(
      'query($w: String!, $id: String!) { workspaceDocumentRun(workspace: $w, id: $id) { status plan { version } } }',
      { w: 'src', id: applied.body.data!.applyWorkspace.runId },
      token,
    );
    expect(read.body.data!.workspaceDocumentRun).toEqual({
      status: 'succeeded',
      plan: { version: applied.body.data!.applyWorkspace.plan.version },
    });
  }, 60_000);
});
