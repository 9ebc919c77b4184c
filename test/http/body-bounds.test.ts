import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useTestApp } from '../support/app';

// Bodies that once held the event loop for seconds are refused while they arrive (docs/security.md).
const t = useTestApp();
let server: Server;
let base: string;
let token: string;

beforeAll(async () => {
  server = t().app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));
beforeEach(async () => {
  token = await t().token('super_admin');
});

const repeat = (item: string, n: number) => `[${Array(n).fill(item).join(',')}]`;
const members = repeat('{"resource":"a"}', 440_000);
const numbers = repeat('0', 2_500_000);

/** Sends `body` while polling /healthz; returns the answer, its time and the slowest /healthz answer meanwhile. */
async function sendWhileProbing(path: string, body: string, auth: boolean) {
  let done = false;
  let slowestHealth = 0;
  const probe = (async () => {
    while (!done) {
      const began = Date.now();
      const res = await fetch(`${base}/healthz`);
      await res.arrayBuffer();
      slowestHealth = Math.max(slowestHealth, Date.now() - began);
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  const began = Date.now();
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(auth ? { Authorization: `Bearer ${token}` } : {}) },
    body,
  });
  const json = (await res.json()) as Record<string, any>;
  const took = Date.now() - began;
  done = true;
  await probe;
  return { status: res.status, json, took, slowestHealth };
}

const cases: [string, string, () => string][] = [
  [
    'a 440,000-member layer group',
    '/api/v1/workspaces/w1/layer-groups',
    () => `{"public_id":"x","members":${members}}`,
  ],
  [
    'a 2.5M-item bbox',
    '/api/v1/workspaces/w1/tile-cache/jobs',
    () => `{"operation":"seed","resource":"a","tile_matrix_set":"t","bbox":${numbers}}`,
  ],
  [
    'the same through /graphql variables',
    '/graphql',
    () =>
      `{"query":"mutation($w:String!,$i:CreateLayerGroupInput!){createLayerGroup(workspace:$w,input:$i){id}}",` +
      `"variables":{"w":"w1","i":{"publicId":"x","members":${members}}}}`,
  ],
];

describe('JSON bodies are bounded while they arrive', () => {
  for (const [what, path, body] of cases) {
    for (const auth of [false, true]) {
      it(`refuses ${what} ${auth ? 'with' : 'without'} a credential fast, /healthz answering meanwhile`, async () => {
        const r = await sendWhileProbing(path, body(), auth);
        expect(r.status).toBe(413);
        expect(r.json.detail ?? r.json.errors?.[0]?.message).toMatch(/more than \d+ (items|values)/);
        // The old code answered after 3.4-5.5 s with /healthz stalled as long.
        expect(r.took).toBeLessThan(1500);
        expect(r.slowestHealth).toBeLessThan(500);
      });
    }
  }

  it('refuses nesting deeper than the bound with 413 naming it', async () => {
    const deep = `{"public_id":"x","members":${'['.repeat(40)}${']'.repeat(40)}}`;
    const r = await sendWhileProbing('/api/v1/workspaces/w1/layer-groups', deep, true);
    expect(r.status).toBe(413);
    expect(r.json.detail).toMatch(/nesting deeper than 32 levels/);
  });

  it('refuses a NUL character inside a body string with 400 naming the field', async () => {
    const res = await fetch(`${base}/api/v1/workspaces`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'w1', description: 'a\u0000b' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/^description: must not contain a NUL/);
  });

  it('still accepts an ordinary body', async () => {
    const res = await fetch(`${base}/api/v1/workspaces`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'w1', description: 'a [nested] "string", with {braces}' }),
    });
    expect(res.status).toBe(201);
  });
});
