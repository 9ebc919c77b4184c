/*
 * A TCP proxy in front of PostgreSQL that counts the statements its clients send: simple queries ('Q')
 * and executions of the extended protocol ('E'), read off the frontend messages. bench/run.ts points
 * short-lived instances of mapgate and PostGraphile at it to say how many statements one query costs
 * each (pg_stat_statements is not loaded on every server, and counting in the server under test would
 * change what is measured).
 */
import net from 'node:net';

export interface StatementProxy {
  url: (databaseUrl: string) => string;
  count: () => number;
  close: () => Promise<void>;
}

export async function statementProxy(databaseUrl: string): Promise<StatementProxy> {
  const target = new URL(databaseUrl);
  let statements = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    for (const s of [client, upstream]) s.on('error', () => {}).on('close', () => sockets.delete(s));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    upstream.pipe(client);
    let buf = Buffer.alloc(0);
    let startup = true;
    client.on('data', (d: Buffer) => {
      upstream.write(d);
      buf = Buffer.concat([buf, d]);
      for (;;) {
        if (startup) {
          // Untyped: length, then the protocol code (3.0 = 196608; else SSL/GSS request, another follows).
          if (buf.length < 8) return;
          const len = buf.readInt32BE(0);
          if (buf.length < len) return;
          if (buf.readInt32BE(4) === 196608) startup = false;
          buf = buf.subarray(len);
          continue;
        }
        if (buf.length < 5) return;
        const len = buf.readInt32BE(1);
        if (buf.length < 1 + len) return;
        const type = String.fromCharCode(buf[0]);
        if (type === 'Q' || type === 'E') statements++;
        buf = buf.subarray(1 + len);
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: (u) => Object.assign(new URL(u), { hostname: '127.0.0.1', port: String(port) }).toString(),
    count: () => statements,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}
