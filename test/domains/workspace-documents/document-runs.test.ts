import { randomBytes } from 'node:crypto';
import { SecretBox } from '../../../src/db/secret-box';
import { startTestApp, useTestApp, type TestApp } from '../../support/app';
import { apiKey, createWorkspace, superAdmin } from '../../support/factories';
import { SLD_10 as SLD } from '../styles/fixtures';

// Exports and applies as durable runs over HTTP (docs/workspace-documents.md, "Runs"), on the real app.
const t = useTestApp();

const RUN = /^\/api\/v1\/workspaces\/([^/]+)\/document-runs\/([0-9a-f-]{36})$/;
const runsIn = (app: TestApp, kind: string) =>
  app.db.prisma.workspaceDocumentRun.count({ where: { kind, workspaceName: 'city' } });

/** A run read at its Location after each Retry-After, until it ended; every read answered 200. */
async function follow(app: TestApp, location: string, auth: Record<string, string>) {
  for (let i = 0; i < 400; i++) {
    const r = await app.http().get(location).set(auth);
    expect(r.status).toBe(200);
    if (r.body.status === 'succeeded' || r.body.status === 'failed') {
      expect(r.headers['retry-after']).toBeUndefined();
      return r.body;
    }
    expect(['queued', 'running']).toContain(r.body.status);
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${location} did not end`);
}

async function city(app: TestApp) {
  const su = await superAdmin(app);
  await createWorkspace(app, 'city', su);
  const style = await app
    .http()
    .post('/api/v1/workspaces/city/styles')
    .set(su)
    .send({ name: 'plain', format: 'sld_1.0.0', body: SLD, title: 'Plain' });
  expect(style.status).toBe(201);
  return su;
}

describe('workspace document runs over REST', () => {
  it('exports through a run (202, Location, Retry-After), reuses the stored export while nothing changes, makes a new one after a style changed', async () => {
    const su = await city(t());
    const first = await t().http().get('/api/v1/workspaces/city/export').set(su);
    expect(first.status).toBe(202);
    expect(first.headers.location).toMatch(RUN);
    expect(first.headers['retry-after']).toBe('1');
    expect(first.body).toMatchObject({ kind: 'export', workspace: 'city', created_by: expect.any(String) });
    expect(['queued', 'running', 'succeeded']).toContain(first.body.status);
    const done = await follow(t(), first.headers.location, su);
    expect(done.status).toBe('succeeded');
    expect(done.document.styles).toEqual([{ name: 'plain', format: 'sld_1.0.0', title: 'Plain', body: SLD }]);
    expect(done.error).toBeNull();

    // Nothing changed: the stored document answers at once, and no run is made for it.
    const stored = await t().http().get('/api/v1/workspaces/city/export').set(su);
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual(done.document);
    expect(stored.headers.etag).toBe(`"${done.workspace_version}"`);
    const again = await t().http().get('/api/v1/workspaces/city/export').set(su).set('Accept', 'application/yaml');
    expect(again.status).toBe(200);
    expect(again.headers['content-type']).toMatch(/application\/yaml/);
    expect(await runsIn(t(), 'export')).toBe(1);

    // A child resource changed (the workspace's version did not move): the stored export is not answered.
    const edited = await t()
      .http()
      .put('/api/v1/workspaces/city/styles/plain')
      .set(su)
      .send({ format: 'sld_1.0.0', body: SLD, title: 'Plainer' });
    expect(edited.status).toBe(200);
    expect((await t().http().get('/api/v1/workspaces/city').set(su)).headers.etag).toBe(stored.headers.etag);
    const changed = await t().http().get('/api/v1/workspaces/city/export').set(su);
    expect(changed.status).toBe(202);
    expect(changed.headers.location).not.toBe(first.headers.location);
    const remade = await follow(t(), changed.headers.location, su);
    expect(remade.document.styles[0].title).toBe('Plainer');
    // The older stored export stays while a client may still be following its run (ended under 10
    // minutes ago), and goes once it ended earlier than that, when the next export is stored.
    expect(await runsIn(t(), 'export')).toBe(2);
    const follower = await t().http().get(first.headers.location).set(su);
    expect([follower.status, follower.body.status]).toEqual([200, 'succeeded']);
    await t().db.prisma.$executeRawUnsafe(
      `UPDATE workspace_document_runs SET finished_at = now() - interval '11 minutes' WHERE kind = 'export'`,
    );
    await t()
      .http()
      .put('/api/v1/workspaces/city/styles/plain')
      .set(su)
      .send({ format: 'sld_1.0.0', body: SLD, title: 'Plainer' });
    const newest = await t().http().get('/api/v1/workspaces/city/export').set(su).set('Prefer', 'wait=30');
    expect(newest.status).toBe(200);
    expect(await runsIn(t(), 'export')).toBe(1);
    expect((await t().http().get(first.headers.location).set(su)).status).toBe(404);
    const now = await t().http().get('/api/v1/workspaces/city/export').set(su);
    expect(now.status).toBe(200);
    expect(now.body.styles[0].title).toBe('Plainer');

    // So do a deleted style and a new API key (not versioned rows).
    for (const change of [
      () => t().http().delete('/api/v1/workspaces/city/styles/plain').set(su),
      () => t().http().post('/api/v1/workspaces/city/apikeys').set(su).send({ name: 'ci', role_id: 'viewer' }),
    ]) {
      expect((await change()).status).toBeLessThan(300);
      const r = await t().http().get('/api/v1/workspaces/city/export').set(su).set('Prefer', 'wait=30');
      expect(r.status).toBe(200);
    }
    const last = await t().http().get('/api/v1/workspaces/city/export').set(su);
    expect(last.body.styles ?? []).toEqual([]);
    expect(last.body.api_keys).toEqual([{ name: 'ci', role_id: 'viewer' }]);
  });

  it('queues one export for requests that ask at once, and every one of them follows it', async () => {
    const su = await city(t());
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t().http().get('/api/v1/workspaces/city/export').set(su)),
    );
    for (const a of answers) expect([200, 202]).toContain(a.status);
    expect(await runsIn(t(), 'export')).toBe(1);
    const locations = new Set(answers.filter((a) => a.status === 202).map((a) => a.headers.location));
    expect(locations.size).toBeLessThanOrEqual(1);
    for (const location of locations) expect((await follow(t(), location, su)).status).toBe('succeeded');
  });

  it('applies through a run: 202 with its Location, the plan once it succeeded; a moved version fails the run with 412, nothing applied', async () => {
    const su = await city(t());
    const doc = (await t().http().get('/api/v1/workspaces/city/export').set(su).set('Prefer', 'wait=30')).body;
    const etag = (await t().http().get('/api/v1/workspaces/city').set(su)).headers.etag;
    doc.description = 'from git';
    const accepted = await t().http().post('/api/v1/workspaces/city/apply').set(su).set('If-Match', etag).send(doc);
    expect(accepted.status).toBe(202);
    expect(accepted.headers.location).toMatch(RUN);
    expect(accepted.headers['retry-after']).toBe('1');
    expect(accepted.body).toMatchObject({ kind: 'apply', workspace: 'city', plan: null });
    const done = await follow(t(), accepted.headers.location, su);
    expect(done.status).toBe('succeeded');
    expect(done.plan.changes).toEqual([
      {
        action: 'update',
        kind: 'workspace',
        name: 'city',
        fields: [{ field: 'description', from: null, to: 'from git' }],
      },
    ]);
    expect(done.workspace_version).toBeGreaterThan(Number(JSON.parse(etag)));
    // The request (the document) is not kept once the run ended.
    const row = await t().db.prisma.workspaceDocumentRun.findUniqueOrThrow({ where: { id: done.id } });
    expect(row.request).toEqual({});
    // Each change is audited with the request id of the apply that queued it.
    const events = await t().db.prisma.auditEvent.findMany({ where: { operation: { startsWith: 'applyWorkspace' } } });
    expect(events.map((e) => e.operation).sort()).toEqual(['applyWorkspace', 'applyWorkspace update workspace city']);
    expect(new Set(events.map((e) => e.requestId)).size).toBe(1);
    expect(events.find((e) => e.operation === 'applyWorkspace')!.status).toBe(202);

    // The same If-Match again: the version moved, the run fails with the code of a 412, nothing applied.
    doc.description = 'stale';
    const stale = await t().http().post('/api/v1/workspaces/city/apply').set(su).set('If-Match', etag).send(doc);
    expect(stale.status).toBe(202);
    const failed = await follow(t(), stale.headers.location, su);
    expect(failed).toMatchObject({ status: 'failed', plan: null, error: { code: 'PRECONDITION_FAILED' } });
    expect((await t().http().get('/api/v1/workspaces/city').set(su)).body.description).toBe('from git');
    // Waited for (Prefer: wait=N), the same refusal is the answer itself, as a synchronous apply gave it.
    const waited = await t()
      .http()
      .post('/api/v1/workspaces/city/apply')
      .set(su)
      .set('If-Match', etag)
      .set('Prefer', 'wait=30')
      .send(doc);
    expect(waited.status).toBe(412);
    expect(waited.headers.etag).toBe(`"${done.workspace_version}"`);
  });

  it('shows a run only to who may act on its workspace', async () => {
    const su = await city(t());
    await createWorkspace(t(), 'other', su);
    const keyOf = async (ws: string, role: string) => {
      const r = await t().http().post(`/api/v1/workspaces/${ws}/apikeys`).set(su).send({ name: role, role_id: role });
      expect(r.status).toBe(201);
      return apiKey(r.body.key);
    };
    const admin = await keyOf('city', 'admin');
    const viewer = await keyOf('city', 'viewer');
    const otherAdmin = await keyOf('other', 'admin');
    const accepted = await t().http().get('/api/v1/workspaces/city/export').set(admin);
    expect(accepted.status).toBe(202);
    const location = accepted.headers.location as string;
    const id = RUN.exec(location)![2];
    expect((await t().http().get(location).set(admin)).status).toBe(200);
    // Not an admin of the workspace, or another workspace's admin: refused, nothing of the run shown.
    for (const who of [viewer, otherAdmin]) {
      const r = await t().http().get(location).set(who);
      expect(r.status).toBe(403);
      expect(JSON.stringify(r.body)).not.toContain(id);
    }
    // The run is not found through a workspace it does not belong to.
    const elsewhere = await t().http().get(`/api/v1/workspaces/other/document-runs/${id}`).set(otherAdmin);
    expect(elsewhere.status).toBe(404);
    expect((await t().http().get(`/api/v1/workspaces/other/document-runs/${id}`).set(su)).status).toBe(404);
    expect((await t().http().get('/api/v1/workspaces/city/document-runs/not-a-uuid').set(su)).status).toBe(404);
    // Nor may they start one.
    expect((await t().http().get('/api/v1/workspaces/city/export').set(viewer)).status).toBe(403);
    expect((await t().http().post('/api/v1/workspaces/city/apply').set(otherAdmin).send({})).status).toBe(403);
  });
});

describe('a run whose instance died', () => {
  it('is taken over by another instance once its lease ran out, and applied once', async () => {
    // This instance queues runs and carries out none (MAPGATE_DOCUMENT_WORKER_ENABLED=false).
    const api = await startTestApp({ MAPGATE_DOCUMENT_WORKER_ENABLED: 'false' });
    let worker: TestApp | undefined;
    try {
      const su = await city(api);
      const doc = {
        api_version: 'mapgate/v1',
        kind: 'Workspace',
        name: 'city',
        description: 'taken over',
        styles: [{ name: 'plain', format: 'sld_1.0.0', title: 'Plain', body: SLD }],
      };
      const accepted = await api.http().post('/api/v1/workspaces/city/apply').set(su).send(doc);
      expect(accepted.status).toBe(202);
      const id = accepted.body.id as string;
      // Another one, held by an instance that is alive (its lease lies ahead): nobody takes it.
      const held = await api.http().post('/api/v1/workspaces/city/apply').set(su).send(doc);
      // An instance claimed them, then died: they are running under its lease; the first one's ran out.
      const claimed = (run: string, lease: string) =>
        api.db.sql.query(
          `UPDATE workspace_document_runs SET status = 'running', lease_owner = 'dead:1:gone', attempts = 1,
            started_at = now() - interval '1 minute', lease_until = now() + $2::interval WHERE id = $1::uuid`,
          [run, lease],
        );
      await claimed(id, '-1 second');
      await claimed(held.body.id, '1 hour');
      worker = await startTestApp(
        { MAPGATE_DOCUMENT_RUN_POLL_MS: '50', MAPGATE_DOCUMENT_RUN_LEASE_MS: '1000' },
        { shareDatabaseOf: () => api },
      );
      const done = await follow(api, accepted.headers.location, su);
      expect(done.status).toBe('succeeded');
      expect(done.plan.changes.map((c: { kind: string }) => c.kind)).toEqual(['workspace']);
      const row = await api.db.prisma.workspaceDocumentRun.findUniqueOrThrow({ where: { id } });
      expect(row.attempts).toBe(2);
      expect(row.startedAt!.getTime()).toBeLessThan(row.finishedAt!.getTime());
      expect((await api.http().get('/api/v1/workspaces/city').set(su)).body.description).toBe('taken over');
      expect(
        await api.db.prisma.auditEvent.count({ where: { operation: 'applyWorkspace update workspace city' } }),
      ).toBe(1);
      // The run under a live lease was left alone, polls of the worker later.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const untouched = await api.db.prisma.workspaceDocumentRun.findUniqueOrThrow({ where: { id: held.body.id } });
      expect(untouched).toMatchObject({ status: 'running', leaseOwner: 'dead:1:gone', attempts: 1 });
    } finally {
      await worker?.stop();
      await api.stop();
    }
  }, 60_000);
});

const secretKey = () => randomBytes(32).toString('hex');
const keyIdOf = (key: string) => new SecretBox(Buffer.from(key, 'hex')).keyId;

/**
 * An apply of `description` queued on an instance that carries out no runs (with `env`), and what the
 * test needs around it: `instance(env)` starts another instance on its database (stopped at the end).
 */
async function withQueuedApply(
  env: Record<string, string>,
  description: string,
  test: (q: {
    api: TestApp;
    su: Record<string, string>;
    location: string;
    id: string;
    instance: (env: Record<string, string>) => Promise<TestApp>;
    sealedRequest: () => Promise<string>;
  }) => Promise<void>,
) {
  const api = await startTestApp({ MAPGATE_DOCUMENT_WORKER_ENABLED: 'false', ...env });
  const others: TestApp[] = [];
  try {
    const su = await city(api);
    const doc = { api_version: 'mapgate/v1', kind: 'Workspace', name: 'city', description };
    const accepted = await api.http().post('/api/v1/workspaces/city/apply').set(su).send(doc);
    expect(accepted.status).toBe(202);
    const id = accepted.body.id as string;
    await test({
      api,
      su,
      id,
      location: accepted.headers.location,
      instance: async (e) => {
        const o = await startTestApp(e, { shareDatabaseOf: () => api });
        others.push(o);
        return o;
      },
      sealedRequest: async () =>
        (
          await api.db.sql.query<{ sealed: string }>(
            `SELECT request->>'sealed' AS sealed FROM workspace_document_runs WHERE id = $1::uuid`,
            [id],
          )
        )[0].sealed,
    });
  } finally {
    for (const o of others.reverse()) await o.stop();
    await api.stop();
  }
}

const descriptionOf = async (app: TestApp, su: Record<string, string>) =>
  (await app.http().get('/api/v1/workspaces/city').set(su)).body.description;

describe('a run the database or the key could not serve', () => {
  it('is tried again with its error kept, and fails with that error after its attempts', async () => {
    await withQueuedApply({}, 'never', async ({ api, su, id, location, instance }) => {
      // Its sealed request altered at rest: no instance can open it (a 503 of the secret box).
      await api.db.sql.query(
        `UPDATE workspace_document_runs
          SET request = jsonb_set(request, '{sealed}', to_jsonb(left(request->>'sealed', -4) || 'AAAA'))
          WHERE id = $1::uuid`,
        [id],
      );
      await instance({ MAPGATE_DOCUMENT_RUN_POLL_MS: '50', MAPGATE_DOCUMENT_RUN_LEASE_MS: '500' });
      // Handed back after each attempt with its error, tried again a lease later, then failed with that error.
      const done = await follow(api, location, su);
      expect(done.status).toBe('failed');
      expect(done.error.code).toBe('UNAVAILABLE');
      expect(done.error.message).toMatch(/altered \(the run was tried 3 times\)$/);
      const row = await api.db.prisma.workspaceDocumentRun.findUniqueOrThrow({ where: { id } });
      expect(row.attempts).toBe(4);
      expect(await descriptionOf(api, su)).not.toBe('never');
    });
  }, 60_000);
});

describe('a run sealed with a key an instance lacks', () => {
  it('is left by that instance, uncounted and with the reason, to one that has the key', async () => {
    const [K1, K2] = [secretKey(), secretKey()];
    await withQueuedApply({ MAPGATE_SECRET_KEY: K1 }, 'with K1', async ({ api, su, id, location, instance }) => {
      // An instance with another key only: it claims the run, cannot open it, and hands it back.
      const other = await instance({
        MAPGATE_DOCUMENT_RUN_POLL_MS: '50',
        MAPGATE_DOCUMENT_RUN_LEASE_MS: '200',
        MAPGATE_SECRET_KEY: K2,
      });
      const run = () => api.db.prisma.workspaceDocumentRun.findUniqueOrThrow({ where: { id } });
      for (let i = 0; i < 200 && !(await run()).error; i++) await new Promise((r) => setTimeout(r, 25));
      // Read often while it claims and hands it back three more times (every 200 ms, each time with a new
      // lease end): at no moment is an attempt counted (the claim counts none, rather than counting and undoing).
      const reads: { attempts: number; leaseOwner: string | null; leaseUntil: Date | null }[] = [];
      const handedBack = () => new Set(reads.filter((r) => !r.leaseOwner).map((r) => r.leaseUntil?.getTime())).size;
      for (const end = Date.now() + 15_000; Date.now() < end && handedBack() < 4;) {
        reads.push(await run());
        await new Promise((r) => setTimeout(r, 5));
      }
      expect(handedBack()).toBe(4);
      expect(reads.filter((r) => r.attempts !== 0)).toEqual([]);
      const waiting = await run();
      expect(waiting).toMatchObject({ status: 'running', attempts: 0 });
      expect((waiting.error as { code: string; message: string }).message).toMatch(/MAPGATE_SECRET_KEY/);
      const seen = await api.http().get(location).set(su);
      expect([seen.status, seen.body.status, seen.body.error.code]).toEqual([200, 'running', 'UNAVAILABLE']);
      // An instance with the key carries it out (the other one gone, so that it is the one that claims
      // next); the other's error is gone from the succeeded run.
      await other.stop();
      await instance({
        MAPGATE_DOCUMENT_RUN_POLL_MS: '50',
        MAPGATE_DOCUMENT_RUN_LEASE_MS: '5000',
        MAPGATE_SECRET_KEY: K1,
      });
      const done = await follow(api, location, su);
      expect([done.status, done.error]).toEqual(['succeeded', null]);
      expect(await descriptionOf(api, su)).toBe('with K1');
    });
  }, 60_000);
});

describe('a run sealed under a key that is rotated', () => {
  it('is sealed again at the next start under the new key, and runs where only the new key is known', async () => {
    const [K1, K2] = [secretKey(), secretKey()];
    await withQueuedApply(
      { MAPGATE_SECRET_KEY: K1 },
      'rotated',
      async ({ api, su, location, instance, sealedRequest }) => {
        expect(SecretBox.sealedWith(await sealedRequest())).toBe(keyIdOf(K1));
        // An instance started with the new key and the previous one: it seals the waiting request again.
        await instance({
          MAPGATE_DOCUMENT_WORKER_ENABLED: 'false',
          MAPGATE_SECRET_KEY: K2,
          MAPGATE_SECRET_KEY_PREVIOUS: K1,
        });
        expect(SecretBox.sealedWith(await sealedRequest())).toBe(keyIdOf(K2));
        // The previous key dropped: an instance with the new key alone carries the run out.
        await instance({ MAPGATE_DOCUMENT_RUN_POLL_MS: '50', MAPGATE_SECRET_KEY: K2 });
        const done = await follow(api, location, su);
        expect(done.status).toBe('succeeded');
        expect(await descriptionOf(api, su)).toBe('rotated');
      },
    );
  }, 60_000);
});

describe('workspace document runs over GraphQL', () => {
  it('answers the secrets of the keys an apply made to the first read that selects them, and only to it', async () => {
    await city(t());
    const token = await t().token('super_admin');
    const doc = {
      api_version: 'mapgate/v1',
      kind: 'Workspace',
      name: 'city',
      api_keys: [{ name: 'made', role_id: 'viewer' }],
    };
    // Waited for, but not asking for the keys: they stay for the read that does.
    const applied = await t().gql(
      'mutation($d: JSONObject!) { applyWorkspace(workspace: "city", document: $d, revealKeys: true, wait: 30) { runId status plan { changes { name } } } }',
      { d: doc },
      token,
    );
    expect(applied.body.data!.applyWorkspace).toMatchObject({
      status: 'succeeded',
      plan: { changes: [{ name: 'made [viewer]' }] },
    });
    const read = () =>
      t().gql(
        'query($id: String!) { workspaceDocumentRun(workspace: "city", id: $id) { plan { createdKeys { name key } } } }',
        { id: applied.body.data!.applyWorkspace.runId },
        token,
      );
    const first = await read();
    const keys = first.body.data!.workspaceDocumentRun.plan.createdKeys;
    expect(keys).toEqual([{ name: 'made', key: expect.stringMatching(/^mgk_/) }]);
    expect((await t().http().get('/api/v1/auth/me').set(apiKey(keys[0].key))).status).toBe(200);
    expect((await read()).body.data!.workspaceDocumentRun.plan.createdKeys).toBeNull();
    // Nothing of the secret is left in the stored run.
    const row = await t().db.prisma.workspaceDocumentRun.findUniqueOrThrow({
      where: { id: applied.body.data!.applyWorkspace.runId },
    });
    expect(JSON.stringify(row)).not.toMatch(/createdKeysSealed|mgk_/);
  });
});
