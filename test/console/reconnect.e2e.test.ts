import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { WORKER_ENV, tempDataDir } from '../domains/tile-cache/support';
import { exited, sourceEnv, useServeProcesses } from '../support/serve-process';
import { chromium } from '../support/playwright';
import { CHROMIUM, browserSuite, signIn, until } from './browser';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/**
 * A real `mapgate serve` stopped and started again (same port, same database) while the console watches a
 * running tile job: the page says mapgate is not answering, keeps the progress it showed (never going
 * back), reconnects its WebSocket and subscribes again by itself, reads its queries again, and clears the
 * notice once mapgate answers, with no reload.
 */
browserSuite('the console across a server restart', () => {
  const serve = useServeProcesses();

  it('says it is reconnecting, then picks the live job up again without a reload', async () => {
    const dir = tempDataDir();
    const port = await freePort();
    const env = sourceEnv(dir, {
      ...WORKER_ENV,
      MAPGATE_ALLOWED_PATHS: dir,
      MAPGATE_HOST: '127.0.0.1',
      MAPGATE_PORT: String(port),
    });
    let server = await serve(env);
    const keyFile = path.join(dir, 'first-admin.key');
    await until('the first key is written', async () => fs.existsSync(keyFile), 30_000);
    const key = fs.readFileSync(keyFile, 'utf8').trim();
    const gql = async (query: string, variables: Record<string, unknown>) => {
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-API-Key': key },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as { data?: unknown; errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    };
    const file = path.join(dir, 'roads.geojson');
    fs.writeFileSync(
      file,
      JSON.stringify({
        type: 'FeatureCollection',
        features: [{ type: 'Feature', properties: { id: 1 }, geometry: { type: 'Point', coordinates: [4.9, 52.4] } }],
      }),
    );
    await gql('mutation($i: CreateWorkspaceInput!) { createWorkspace(input: $i) { name } }', { i: { name: 'live' } });
    await gql('mutation($i: CreateServiceInput!) { createService(workspace: "live", input: $i) { name } }', {
      i: { name: 'src', type: 'VECTORFILE', connectionInfo: { path: file } },
    });
    await gql(
      'mutation($i: CreateLayerInput!) { createLayer(workspace: "live", service: "src", input: $i) { name } }',
      {
        i: { name: 'roads', table: 'roads' },
      },
    );
    // A truncate of z0-8 (87381 tiles) runs long enough to outlive a restart, and needs no upstream.
    await gql(
      'mutation($i: CreateTileCacheJobInput!) { createTileCacheJob(workspace: "live", input: $i) { __typename } }',
      {
        i: { operation: 'TRUNCATE', resource: 'roads', tileMatrixSet: 'WebMercatorQuad', minZoom: 0, maxZoom: 8 },
      },
    );

    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    try {
      const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
      // Progress events per WebSocket the page opened to /graphql, in order.
      const sockets: number[] = [];
      page.on('websocket', (ws) => {
        if (new URL(ws.url()).pathname !== '/graphql') return;
        const i = sockets.push(0) - 1;
        ws.on('framereceived', (f) => {
          if ((JSON.parse(String(f.payload)) as { type: string }).type === 'next') sockets[i]++;
        });
      });
      await page.goto(`${server.url}/console/#/workspaces/live/tile-jobs`);
      await signIn(page, key);
      const job = page.locator('article.job');
      const done = async () =>
        Number(/^(\d+) \//.exec((await job.getByLabel('tiles done', { exact: true }).textContent()) ?? '')?.[1] ?? 0);
      await until('the job runs on the page', async () => (await done()) > 0, 30_000);
      const perZoom = job.getByRole('table', { name: 'progress per zoom' });
      await perZoom.waitFor();
      const connection = page.getByRole('status', { name: 'connection' });
      expect((await connection.textContent())?.trim()).toBe('');

      // The server goes away: the page says so in words, and what it showed stays (never going back).
      const before = await done();
      const stopped = exited(server.proc);
      server.proc.kill('SIGKILL');
      await stopped;
      await connection.getByText('mapgate is not answering; retrying').waitFor({ timeout: 15_000 });
      const seenWhileDown: number[] = [];
      for (let i = 0; i < 10; i++) {
        seenWhileDown.push(await done());
        await page.waitForTimeout(300);
      }
      expect(Math.min(...seenWhileDown)).toBeGreaterThanOrEqual(before);
      expect(await page.getByText(/\[Network\]|Failed to fetch/).count()).toBe(0);
      expect(await perZoom.isVisible()).toBe(true);

      // Started again on the same port and database: the page notices by itself, clears the notice and the
      // job moves on over a new subscription; the counts never went back on the way.
      server = await serve(env);
      const seen: number[] = [];
      await until(
        'the job moves again on the page after the restart',
        async () => {
          seen.push(await done());
          return seen[seen.length - 1] > Math.max(...seenWhileDown);
        },
        45_000,
      );
      await until('the notice is gone', async () => ((await connection.textContent()) ?? '').trim() === '', 10_000);
      // A new WebSocket, opened by the page itself, carries the job's events again.
      await until(
        'events arrive over a new WebSocket',
        async () => sockets.length >= 2 && sockets[sockets.length - 1] > 0,
      );
      for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThanOrEqual(seen[i - 1]);
      expect(seen[0]).toBeGreaterThanOrEqual(before);
      expect(await page.getByText(/\[Network\]|Failed to fetch|not answering/).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Sign out' }).count()).toBe(1);
    } finally {
      await browser.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
