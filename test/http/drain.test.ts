import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createDrain } from '../../src/http/drain';

// Shutdown closes the database once nothing is in flight: a handler whose client hung up is still in
// flight until its own work is done (it may be writing its audit event).
describe('drain', () => {
  it('counts a held handler until it finishes, even after its client hung up', async () => {
    const drain = createDrain();
    let finish!: () => void;
    const work = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const app = express();
    app.use(drain.middleware());
    app.use(
      drain.hold(async (_req, res) => {
        await work;
        if (!res.writableEnded) res.status(204).end();
      }),
    );
    const server = http.createServer(app).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as AddressInfo;

    const req = http.get({ host: '127.0.0.1', port, path: '/', agent: false });
    req.on('error', () => {});
    while (drain.inFlight() < 2) await new Promise((r) => setTimeout(r, 5));
    req.destroy();
    // The response is gone with its connection; the handler is not done.
    while (drain.inFlight() > 1) await new Promise((r) => setTimeout(r, 5));
    drain.start();
    let idle = false;
    const waited = drain.waitIdle(5000).then((v) => {
      idle = v;
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(idle).toBe(false);
    finish();
    await waited;
    expect(idle).toBe(true);
    expect(drain.inFlight()).toBe(0);
    await new Promise((r) => server.close(r));
  });
});
