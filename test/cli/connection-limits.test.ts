import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { useServeProcesses, sourceEnv } from '../support/serve-process';

// Slow clients and connection caps (issue 36, item 7; docs/security.md, "Connections and slow clients"):
// they live in the Node server `mapgate serve` listens with, so they are checked on a real process.
let dataDir: string;
const startServe = useServeProcesses();
const env = (extra: Record<string, string>) => sourceEnv(dataDir, { MAPGATE_PORT: '0', ...extra });

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-conn-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

interface Raw {
  socket: net.Socket;
  /** Everything the server sent, once it closed the connection; and after how many ms. */
  ended: Promise<{ text: string; ms: number }>;
}

function connect(url: string): Promise<Raw> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(Number(port), hostname);
    let text = '';
    socket.on('data', (d) => (text += d));
    const ended = new Promise<{ text: string; ms: number }>((r) =>
      socket.once('close', () => r({ text, ms: Date.now() - started })),
    );
    socket.once('connect', () => resolve({ socket, ended }));
    socket.once('error', (err) => (socket.connecting ? reject(err) : undefined));
  });
}

/** Writes `parts` one at a time, `every` ms apart, while the socket is open. */
async function drip(socket: net.Socket, parts: string[], every: number): Promise<void> {
  for (const p of parts) {
    if (socket.destroyed) return;
    socket.write(p);
    await new Promise((r) => setTimeout(r, every));
  }
}

describe('slow clients and connection caps on a real server', () => {
  it('closes a request whose headers or body are dripped, with 408, at the configured limits', async () => {
    const s = await startServe(env({ MAPGATE_HEADERS_TIMEOUT_MS: '1000', MAPGATE_REQUEST_TIMEOUT_MS: '2500' }));

    // Headers one line every 300 ms, never finished: 408 after about 1 s, not Node's 60 s.
    const headers = await connect(s.url);
    void drip(
      headers.socket,
      ['GET /healthz HTTP/1.1\r\n', ...Array.from({ length: 40 }, (_, i) => `X-${i}: y\r\n`)],
      300,
    );
    const h = await headers.ended;
    expect(h.text).toMatch(/^HTTP\/1\.1 408/);
    expect(h.ms).toBeGreaterThanOrEqual(900);
    expect(h.ms).toBeLessThan(4000);

    // Complete headers, then a body of 200 bytes at one byte every 100 ms: 408 after about 2.5 s.
    const body = await connect(s.url);
    void drip(
      body.socket,
      [
        'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n',
        ...'x'.repeat(200),
      ],
      100,
    );
    const b = await body.ended;
    expect(b.text).toMatch(/^HTTP\/1\.1 408/);
    expect(b.ms).toBeGreaterThanOrEqual(2000);
    expect(b.ms).toBeLessThan(6000);

    // A client that is not slow is served.
    expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
  }, 90_000);

  it('caps the connections one address holds; a freed one is usable again', async () => {
    const s = await startServe(env({ MAPGATE_MAX_CONNECTIONS_PER_ADDRESS: '3' }));
    const held = [await connect(s.url), await connect(s.url), await connect(s.url)];

    // The fourth is closed before anything of it is read: no answer at all.
    const fourth = await connect(s.url);
    fourth.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    fourth.socket.on('error', () => undefined);
    const refused = await fourth.ended;
    expect(refused.text).toBe('');

    // One held connection closes: a new one is served.
    held[0].socket.destroy();
    await held[0].ended;
    await new Promise((r) => setTimeout(r, 100));
    const next = await connect(s.url);
    next.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect((await next.ended).text).toMatch(/^HTTP\/1\.1 200/);
    for (const c of held.slice(1)) c.socket.destroy();
  }, 90_000);

  it('does not cap a trusted proxy by address (it carries many clients)', async () => {
    const s = await startServe(env({ MAPGATE_MAX_CONNECTIONS_PER_ADDRESS: '2', MAPGATE_TRUSTED_PROXIES: 'loopback' }));
    const held = await Promise.all([1, 2, 3, 4].map(() => connect(s.url)));
    const last = await connect(s.url);
    last.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect((await last.ended).text).toMatch(/^HTTP\/1\.1 200/);
    for (const c of held) c.socket.destroy();
  }, 90_000);
});
