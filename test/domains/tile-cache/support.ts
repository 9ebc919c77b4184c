import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestApp } from '../../support/app';

import { bearer, createWorkspace } from '../../support/factories';
export { bearer };
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** How the loopback tile server answers one request (path like /<ws>/<resource>/<tms>/<z>/<x>/<y>.<ext>). */
export type Behaviour = (tile: string) => { status: number; body?: string; delayMs?: number };

/** The bytes the test upstream serves for a tile path (and a test expects on disk). */
export const tileBody = (tile: string): string => `tile ${tile}`;

/**
 * A real tile server on loopback, standing in for the map server of MAPGATE_TILE_UPSTREAM. It counts
 * requests per tile path and answers as `behaviour` says (default: 200 with tileBody).
 */
export interface Upstream {
  template: string;
  requests: Map<string, number>;
  /** Every request in arrival order, with the time it arrived. */
  log: { tile: string; at: number }[];
  styles: string[];
  behaviour: Behaviour;
  reset(): void;
  total(): number;
  close(): Promise<void>;
}

export async function startUpstream(): Promise<Upstream> {
  const ok: Behaviour = (tile) => ({ status: 200, body: tileBody(tile) });
  const timers = new Set<NodeJS.Timeout>();
  const up: Upstream = {
    template: '',
    requests: new Map(),
    log: [],
    styles: [],
    behaviour: ok,
    reset() {
      up.requests.clear();
      up.log = [];
      up.styles = [];
      up.behaviour = ok;
    },
    total: () => [...up.requests.values()].reduce((a, b) => a + b, 0),
    close: async () => {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const tile = url.pathname;
    up.requests.set(tile, (up.requests.get(tile) ?? 0) + 1);
    up.log.push({ tile, at: Date.now() });
    up.styles.push(url.searchParams.get('style') ?? '');
    const answer = up.behaviour(tile);
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(answer.status, { 'Content-Type': 'application/octet-stream' });
      res.end(answer.body ?? '');
    };
    if (!answer.delayMs) return send();
    const timer = setTimeout(() => {
      timers.delete(timer);
      send();
    }, answer.delayMs);
    timers.add(timer);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  up.template = `http://127.0.0.1:${port}/{workspace}/{resource}/{tms}/{z}/{x}/{y}.{format}?style={style}`;
  return up;
}

/** A fresh data directory for one test file's tile cache. */
export const tempDataDir = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-tiles-'));

/**
 * A tile upstream and a tile cache directory for one test file's apps: set in `env` (as
 * MAPGATE_TILE_UPSTREAM and MAPGATE_DATA_DIR) before the apps start, so call it before `useTestApp(env)`;
 * both go away after the file.
 */
export function useUpstream(env: Record<string, string>): () => Upstream {
  let up: Upstream | undefined;
  beforeAll(async () => {
    up = await startUpstream();
    env.MAPGATE_TILE_UPSTREAM = up.template;
    env.MAPGATE_DATA_DIR = tempDataDir();
  });
  afterAll(async () => {
    await up?.close();
    if (env.MAPGATE_DATA_DIR) fs.rmSync(env.MAPGATE_DATA_DIR, { recursive: true, force: true });
  });
  return () => up!;
}

/** Every tile file under a directory, relative to it (temporary files included, so tests can see them). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}

/** Test settings of the worker: small chunks and short intervals keep the tests fast. */
export const WORKER_ENV = {
  MAPGATE_TILE_WORKER_POLL_MS: '50',
  MAPGATE_TILE_WORKER_LEASE_MS: '1500',
  MAPGATE_TILE_WORKER_CHUNK_TILES: '4',
  MAPGATE_TILE_WORKER_CONCURRENCY: '2',
  MAPGATE_TILE_UPSTREAM_TIMEOUT_MS: '2000',
  MAPGATE_TILE_UPSTREAM_RETRIES: '1',
  MAPGATE_TILE_UPSTREAM_RETRY_DELAY_MS: '10',
};

export const WORLD_4326 = { bbox: [-180, -90, 180, 90], crs: 'EPSG:4326' };

/** A job request body (REST spelling) seeding `resource` on WebMercatorQuad z0-1 over the world. */
export const seedBody = (resource: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  operation: 'seed',
  resource,
  tile_matrix_set: 'WebMercatorQuad',
  format: 'image/png',
  min_zoom: 0,
  max_zoom: 1,
  bounds: WORLD_4326,
  ...extra,
});

/** Helpers over the REST API (and the tables of domains these tests are not about). */
export function helpers(t: () => TestApp) {
  const su = async () => bearer(await t().token('super_admin'));
  const jobs = (ws: string) => `/api/v1/workspaces/${ws}/tile-cache/jobs`;
  const h = {
    su,
    jobs,
    admin: async (workspaceId: string) => bearer(await t().token('admin', workspaceId)),
    workspace: async (name: string) => createWorkspace(t(), name, await su()),
    /** A layer, written straight into its table (layers are another domain's subject). */
    async layer(workspaceId: string, name: string): Promise<void> {
      const prisma = t().db.prisma;
      const service = await prisma.service.upsert({
        where: { workspaceId_name: { workspaceId, name: 'src' } },
        update: {},
        create: { workspaceId, name: 'src', type: 'postgis', connectionInfo: { host: 'localhost' } },
      });
      await prisma.layer.create({ data: { workspaceId, serviceId: service.id, name } });
    },
    async group(workspaceId: string, publicId: string): Promise<void> {
      await t().db.prisma.layerGroup.create({ data: { workspaceId, publicId } });
    },
    async style(workspaceId: string, name: string): Promise<void> {
      await t().db.prisma.style.create({
        data: { workspaceId, name, format: 'sld_1.0.0', body: '<StyledLayerDescriptor version="1.0.0"/>' },
      });
    },
    async putTiles(ws: string, settings: Record<string, unknown>): Promise<void> {
      const res = await t()
        .http()
        .put(`/api/v1/workspaces/${ws}/settings/ogc-tiles`)
        .set(await su())
        .send({ settings });
      if (res.status !== 200) throw new Error(`settings: ${res.status} ${JSON.stringify(res.body)}`);
    },
    async create(ws: string, body: Record<string, unknown>): Promise<Job> {
      const res = await t()
        .http()
        .post(jobs(ws))
        .set(await su())
        .send(body);
      if (res.status !== 202) throw new Error(`job: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    async get(ws: string, id: string): Promise<Job> {
      const res = await t()
        .http()
        .get(`${jobs(ws)}/${id}`)
        .set(await su());
      if (res.status !== 200) throw new Error(`get job: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    async list(ws: string): Promise<Job[]> {
      return (
        await t()
          .http()
          .get(jobs(ws))
          .set(await su())
      ).body.jobs;
    },
    async jobRows(): Promise<number> {
      return t().db.prisma.tileCacheJob.count();
    },
    /** Polls the job until `until` holds (default: it has ended). */
    async waitFor(
      ws: string,
      id: string,
      until: (j: Job) => boolean = (j) => ['succeeded', 'failed', 'cancelled'].includes(j.status),
      ms = 20000,
    ): Promise<Job> {
      const end = Date.now() + ms;
      for (;;) {
        const job = await h.get(ws, id);
        if (until(job)) return job;
        if (Date.now() > end) throw new Error(`job still ${job.status}: ${JSON.stringify(job)}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
  };
  return h;
}

export interface Job {
  id: string;
  workspace_id: string;
  request: Record<string, unknown>;
  status: string;
  total_tiles: number;
  processed_tiles: number;
  succeeded_tiles: number;
  skipped_tiles: number;
  failed_tiles: number;
  bytes_written: number;
  bytes_deleted: number;
  cancel_requested: boolean;
  error_message: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  completed_at: string | null;
}
