import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { consoleRouter } from '../../src/http/console';

// How /console serves a build (src/http/console.ts): the build writes .br and .gz copies beside each
// asset (console/vite.config.ts); they are sent to browsers that accept them, never compressed per request,
// and hashed asset names are cached for a year while index.html is revalidated.
const SCRIPT = 'console.log("the console");\n'.repeat(200);
let dir: string;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-build-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><script src="/console/assets/index-abc123.js"></script>',
  );
  fs.writeFileSync(path.join(dir, 'assets/index-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'assets/index-abc123.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dir, 'assets/index-abc123.js.gz'), zlib.gzipSync(SCRIPT));
  fs.writeFileSync(path.join(dir, 'assets/style-def456.css'), 'body { color: black }');
  server = http.createServer(express().use(consoleRouter(dir)));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** One GET with the raw body (no client-side decompression). */
const get = (p: string, acceptEncoding?: string) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${origin}${p}`, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

describe('the console build as served at /console', () => {
  it("answers a screen's address (a deep link, a reload) with the console's page, revalidated; a missing asset stays a 404", async () => {
    const index = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    for (const screen of [
      '/console/workspaces/parks/styles',
      '/console/audit',
      '/console/workspaces/a%20b/preview/layer/x',
    ]) {
      const r = await get(screen, 'gzip, br');
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(r.body.toString()).toBe(index);
    }
    const missing = await get('/console/assets/index-gone.js', 'br');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).not.toBe(index);
  });

  it('sends the Brotli copy to a browser that accepts it, with the script type and a year of caching', async () => {
    const r = await get('/console/assets/index-abc123.js', 'gzip, deflate, br');
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers.vary).toMatch(/Accept-Encoding/);
    expect(r.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(zlib.brotliDecompressSync(r.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when Brotli is not accepted, and the plain file when neither is', async () => {
    const gz = await get('/console/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await get('/console/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(plain.headers['cache-control']).toMatch(/immutable/);

    const refused = await get('/console/assets/index-abc123.js', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(SCRIPT);
  });

  it('serves an asset without copies as it is, the copies never under their own names by mistake, and index.html revalidated', async () => {
    const css = await get('/console/assets/style-def456.css', 'br');
    expect(css.status).toBe(200);
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body.toString()).toBe('body { color: black }');

    expect((await get('/console/assets/nope.js', 'br')).status).toBe(404);
    const page = await get('/console/', 'br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toMatch(/default-src 'self'/);
  });
});
