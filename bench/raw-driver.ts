/*
 * The raw driver floor of `npm run bench`: node:http and pg, one prepared statement by id, JSON out.
 * No framework, no ORM, no authentication: what reading one claim mapping costs at the least on this
 * machine. bench/run.ts compiles it to dist/bench-raw-driver.js and pairs it with mapgate's REST read.
 */
import http from 'node:http';
import { Pool } from 'pg';

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });
const READ = {
  name: 'claim-mapping-by-id',
  text: `SELECT id, scope, workspace_id, claim_name, claim_value, role_id, priority, created_at
    FROM claim_mappings WHERE id = $1`,
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const server = http.createServer((req, res) => {
  const m = /^\/claim-mappings\/([^/?]+)$/.exec(req.url ?? '');
  if (req.method !== 'GET' || !m || !UUID.test(m[1])) {
    res.writeHead(404).end();
    return;
  }
  pool.query({ ...READ, values: [m[1]] }).then(
    (r) => {
      if (!r.rows.length) return void res.writeHead(404).end();
      const body = JSON.stringify(r.rows[0]);
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
    },
    () => res.writeHead(500).end(),
  );
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const a = server.address();
  process.stdout.write(`raw driver listening on http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}\n`);
});
process.on('SIGTERM', () => process.exit(0));
