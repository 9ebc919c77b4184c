import fs from 'node:fs';
import { useTestApp } from '../../support/app';
import { WORKER_ENV, helpers, seedBody, startUpstream, tempDataDir, type Upstream } from './support';
const env: Record<string, string> = { ...WORKER_ENV };
let up: Upstream;
beforeAll(async () => { up = await startUpstream(); env.MAPGATE_TILE_UPSTREAM = up.template; env.MAPGATE_DATA_DIR = tempDataDir(); });
const t = useTestApp(env);
const h = helpers(t);
afterAll(async () => { await up.close(); fs.rmSync(env.MAPGATE_DATA_DIR, { recursive: true, force: true }); });
it('timing', async () => {
  for (let k = 0; k < 3; k++) {
  const t0 = Date.now();
  const ws = await h.workspace('w' + k);
  await h.layer(ws.id, 'roads');
  const t1 = Date.now();
  const j = await h.create('w' + k, seedBody('roads'));
  const t2 = Date.now();
  let last = '';
  for (;;) { const g = await h.get('w' + k, j.id); if (g.status !== last) { console.log(k, g.status, g.processed_tiles, Date.now() - t2); last = g.status; } if (g.status === 'succeeded') break; await new Promise((r) => setTimeout(r, 25)); }
  console.log('setup', t1 - t0, 'create', t2 - t1, 'run', Date.now() - t2, up.total());
  }
});
