/*
 * Processes and HTTP for bench/tiles.ts: starting and stopping servers, nginx and a bare node:http +
 * fs file server over the tile store, one GET timed, a process's CPU time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const MVT = 'application/vnd.mapbox-vector-tile';

/** A server the bench started: its process and base URL. */
export interface Started {
  proc: ChildProcess;
  url: string;
}

/** Starts a process and resolves with its base URL once its output matches `pattern`. */
export function start(cmd: string, args: string[], env: NodeJS.ProcessEnv, pattern: RegExp): Promise<Started> {
  const proc = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  return new Promise((resolve, reject) => {
    proc.stdout!.on('data', (d) => {
      out += d;
      const m = pattern.exec(out);
      if (m) resolve({ proc, url: m[1] });
    });
    proc.once('exit', (code) => reject(new Error(`${cmd} ${args.join(' ')} exited ${code}: ${out}`)));
  });
}

/** SIGTERM, then waits for the process to be gone. */
export async function stop(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const done = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  await done;
}

/** CPU time (user + system) of a process and its children so far, in µs (Linux /proc, 100 ticks per second). */
export function cpuUs(pid: number): number {
  const own = (p: number) => {
    try {
      const f = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(f[11]) + Number(f[12])) * 10_000;
    } catch {
      return 0;
    }
  };
  let children: number[] = [];
  try {
    children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // no children file: the process alone
  }
  return own(pid) + children.reduce((n, c) => n + own(c), 0);
}

/** One GET (through `agent` when given): status, headers, body and the time it took in ms. */
export function get(
  url: string,
  agent?: http.Agent,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; ms: number }> {
  const t = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: Number(process.hrtime.bigint() - t) / 1e6,
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** A free loopback port (bound, then released) for nginx, which cannot be told to take port 0. */
async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

/**
 * nginx (`bin`) serving the files of `dir` on a loopback port: one worker (mapgate is one process),
 * sendfile, no access log, its configuration, pid and temporary files in a directory of its own
 * (removed by `stop`).
 */
export async function startNginx(bin: string, dir: string): Promise<Started & { stop(): Promise<void> }> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-bench-nginx-'));
  const port = await freePort();
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((k) => `  ${k}_temp_path ${prefix}/${k};`)
    .join('\n');
  // As root, nginx's workers would run as nobody, who cannot read the bench's private temporary directory.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `${user}worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  types { ${MVT} mvt; }
  default_type application/octet-stream;
${temp}
  server {
    listen 127.0.0.1:${port};
    root ${dir};
  }
}
`,
  );
  const log = path.join(prefix, 'error.log');
  const proc = spawn(bin, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', log], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    proc.once('exit', (code) => reject(new Error(`nginx exited ${code}: ${fs.readFileSync(log, 'utf8')}`))),
  );
  const ready = (async () => {
    for (let i = 0; i < 100; i++) {
      try {
        await get(`${url}/`);
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    throw new Error('nginx did not answer within 5 s');
  })();
  await Promise.race([ready, exited]);
  return {
    proc,
    url,
    async stop() {
      await stop(proc);
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** The bare floor of serving a file from Node: node:http and fs.readFile, nothing else. */
const FILE_SERVER = `
const http = require('node:http'), fs = require('node:fs'), path = require('node:path');
const root = path.resolve(process.env.TILE_ROOT);
http.createServer((req, res) => {
  const file = path.join(root, decodeURIComponent(req.url.split('?')[0]));
  if (!file.startsWith(root + path.sep)) { res.statusCode = 404; return res.end(); }
  fs.readFile(file, (err, body) => {
    if (err) { res.statusCode = 404; return res.end(); }
    res.writeHead(200, { 'content-type': '${MVT}', 'content-length': body.length });
    res.end(body);
  });
}).listen(0, '127.0.0.1', function () { console.log('file server listening on http://127.0.0.1:' + this.address().port); });
`;

/** A node:http + fs server of the files of `dir`, in a process of its own (as mapgate and nginx are). */
export const startFileServer = (dir: string): Promise<Started> =>
  start(process.execPath, ['-e', FILE_SERVER], { ...process.env, TILE_ROOT: dir }, /listening on (http:\/\/\S+)/);

/**
 * The bare floor of serving a drawn tile over HTTP: node:http and one `pg` connection running the one
 * statement it is given (STATEMENT, JSON of { text, values }), nothing else. Between the client and
 * PostgreSQL it adds what any HTTP server adds, one process more: what is left of mapgate's latency
 * above it is mapgate's own.
 */
const STATEMENT_SERVER = `
const http = require('node:http'), { Client } = require('pg');
const stmt = JSON.parse(process.env.STATEMENT);
const pg = new Client(JSON.parse(process.env.PG));
pg.connect().then(() => http.createServer(async (req, res) => {
  try {
    const body = (await pg.query(stmt)).rows[0].mvt;
    res.writeHead(200, { 'content-type': '${MVT}', 'content-length': body.length });
    res.end(body);
  } catch (err) { res.statusCode = 500; res.end(String(err)); }
}).listen(0, '127.0.0.1', function () { console.log('statement server listening on http://127.0.0.1:' + this.address().port); }));
`;

/** A node:http + pg server answering every request with `statement`'s tile, in a process of its own. */
export const startStatementServer = (
  connection: Record<string, unknown>,
  statement: { text: string; values?: unknown[] },
): Promise<Started> =>
  start(
    process.execPath,
    ['-e', STATEMENT_SERVER],
    { ...process.env, PG: JSON.stringify(connection), STATEMENT: JSON.stringify(statement) },
    /listening on (http:\/\/\S+)/,
  );
