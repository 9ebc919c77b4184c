import http from 'node:http';
import WebSocket from 'ws';
import { useListeningApp, useTestApp } from '../support/app';

// The WebSocket upgrade of /graphql is an HTTP request like any other (docs/live.md, "Subscriptions"):
// MAPGATE_REQUIRE_HTTPS refuses it over plain HTTP (426) and it counts against the rate limit (429),
// and a message above the size limit closes the socket (1009).
const t = useTestApp({ MAPGATE_REQUIRE_HTTPS: 'true', MAPGATE_RATE_LIMIT_PER_MINUTE: '4' });
const listening = useListeningApp(t);
let url: string;
beforeAll(() => {
  url = `${listening().replace('http', 'ws')}/graphql`;
});

/** Opens a socket: the refusal's status and headers, or the open socket. */
function upgrade(headers: Record<string, string> = {}) {
  return new Promise<{ status?: number; headers?: http.IncomingHttpHeaders; socket?: WebSocket }>((resolve) => {
    const socket = new WebSocket(url, 'graphql-transport-ws', { headers });
    socket.on('unexpected-response', (_req, res) => {
      resolve({ status: res.statusCode, headers: res.headers });
      res.resume();
    });
    socket.on('open', () => resolve({ socket }));
    socket.on('error', () => {});
  });
}

describe('WebSocket upgrade at /graphql', () => {
  // First: the other test spends the address's whole rate limit.
  it('closes a socket that sends a message above the size limit (1009)', async () => {
    const socket = new WebSocket(url, 'graphql-transport-ws');
    await new Promise((r) => socket.on('open', r));
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.send('x'.repeat(65 * 1024));
    expect(await closed).toBe(1009);
  });

  it('is refused over plain HTTP when HTTPS is required, and counts against the rate limit', async () => {
    // From a trusted proxy (loopback) that says the client came over plain HTTP.
    const plain = await upgrade({ 'X-Forwarded-Proto': 'http' });
    expect(plain.status).toBe(426);
    expect(plain.headers?.upgrade).toMatch(/TLS/);
    const opened: WebSocket[] = [];
    let limited: Awaited<ReturnType<typeof upgrade>> | undefined;
    for (let i = 0; i < 6 && !limited; i++) {
      const r = await upgrade({ 'X-Forwarded-Proto': 'https' });
      if (r.socket) opened.push(r.socket);
      else limited = r;
    }
    expect(opened.length).toBeGreaterThan(0);
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers?.['retry-after'])).toBeGreaterThan(0);
    for (const s of opened) s.close();
  });
});
