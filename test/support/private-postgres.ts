import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

/** Why a private cluster cannot be made here, or undefined when it can. */
export function privatePostgresUnavailable(): string | undefined {
  if (!fs.existsSync(path.join(BIN, 'initdb'))) return `no PostgreSQL server binaries in ${BIN} (PG_BIN_DIR)`;
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'pipe' });
  } catch {
    return 'no "postgres" OS user to run the cluster as';
  }
  return undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * A PostgreSQL cluster of the test's own, on a free loopback port, that the test may stop and start
 * (initdb refuses root, so it runs as the postgres OS user). `remove()` stops it and deletes its files.
 */
export async function privatePostgres() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-pg-'));
  fs.chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const asPostgres = (cmd: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', path.join(BIN, cmd), ...args], { stdio: 'pipe' });
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const opts = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off`;
  const start = () => asPostgres('pg_ctl', ['-D', data, '-o', opts, '-w', '-l', path.join(dir, 'log'), 'start']);
  const stop = () => asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    remove() {
      try {
        stop();
      } catch {
        /* already stopped */
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
