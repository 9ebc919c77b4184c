import http from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useTestApp } from '../support/app';
import type { Json } from '../support/json';

// Bodies that once held the event loop for seconds are refused while they arrive (docs/security.md).
// Anonymous bodies get the full size budget here, so that the shape bounds are what refuses them (the
// smaller anonymous budget is test/http/body-anonymous.test.ts's).
const t = useTestApp({ MAPGATE_MAX_BODY_BYTES_ANONYMOUS: String(10 * 1024 * 1024) });
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

/** How much of an oversized body is sent before the rest is held back: far past every bound, far short of the body. */
const SENT_BYTES = 512 * 1024;

/**
 * Sends the first SENT_BYTES of `body` and holds the rest back. An answer that comes while the body is
 * still incomplete was decided as it arrived, on a bounded part of it: the old code read and parsed the
 * whole body first, holding the event loop for seconds. /healthz is then asked while that body is held.
 */
function sendHeld(path: string, body: string, auth: boolean) {
  const whole = Buffer.from(body);
  expect(whole.length).toBeGreaterThan(8 * SENT_BYTES);
  return new Promise<{ status: number; json: Record<string, Json>; health: number }>((resolve, reject) => {
    const req = http.request(`${base}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': whole.length,
        ...(auth ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        fetch(`${base}/healthz`)
          .then(async (h) => {
            await h.arrayBuffer();
            req.destroy();
            resolve({ status: res.statusCode!, json: JSON.parse(Buffer.concat(chunks).toString()), health: h.status });
          })
          .catch(reject);
      });
    });
    req.write(whole.subarray(0, SENT_BYTES));
  });
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
      it(`refuses ${what} ${auth ? 'with' : 'without'} a credential before the rest of it is sent`, async () => {
        const r = await sendHeld(path, body(), auth);
        expect(r.status).toBe(413);
        expect(r.json.detail ?? r.json.errors?.[0]?.message).toMatch(/more than \d+ (items|values)/);
        expect(r.health).toBe(200);
      });
    }
  }

  it('refuses nesting deeper than the bound with 413 naming it', async () => {
    const deep = `{"public_id":"x","members":${'['.repeat(40)}${']'.repeat(40)}}`;
    const res = await fetch(`${base}/api/v1/workspaces/w1/layer-groups`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: deep,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/nesting deeper than 32 levels/);
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
