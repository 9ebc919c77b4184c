import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exchangeClasses } from '../../src/http/exchange';
import { useTestApp } from '../support/app';
import { createWorkspace, superAdmin } from '../support/factories';

const t = useTestApp({ MAPGATE_TILE_WORKER_ENABLED: 'false' });

describe('reads that arrive together share statements (docs/architecture.md, "Reads of one turn")', () => {
  it('40 reads at once, of 38 mappings, one of another workspace and one malformed id: each answered as alone, in a fraction of the statements', async () => {
    const auth = await superAdmin(t());
    const ws = await createWorkspace(t(), 'turn-a', auth);
    const other = await createWorkspace(t(), 'turn-b', auth);
    const create = async (workspace: string, value: string): Promise<string> => {
      const res = await t()
        .http()
        .post(`/api/v1/workspaces/${workspace}/claim-mappings`)
        .set(auth)
        .send({ claim_name: 'groups', claim_value: value, role_id: 'editor' });
      expect(res.status).toBe(201);
      return res.body.id as string;
    };
    const ids: string[] = [];
    for (let i = 0; i < 38; i++) ids.push(await create(ws.id, `g${i}`));
    const foreign = await create(other.id, 'elsewhere');

    // One listening server and one connection per request, as concurrent clients would come.
    const server = http.createServer(exchangeClasses, t().app).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const get = (id: string) =>
      new Promise<{ status: number; body: { id?: string; claim_value?: string; code?: number } }>((resolve, reject) => {
        const req = http.get(
          { host: '127.0.0.1', port, path: `/api/v1/workspaces/${ws.id}/claim-mappings/${id}`, headers: auth, agent },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (d: string) => (text += d));
            res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
          },
        );
        req.on('error', reject);
      });
    try {
      // Warm: the credential and the workspace are cached, so that a read costs its one statement.
      expect((await get(ids[0])).status).toBe(200);
      const targets = [...ids, foreign, 'not-a-uuid'];
      // Several rounds, since which requests reach the server in one turn is up to the sockets.
      let reads = 0;
      let statements = 0;
      for (let round = 0; round < 5; round++) {
        const before = t().db.statements.count;
        const answers = await Promise.all(targets.map(get));
        statements += t().db.statements.count - before;
        reads += ids.length + 1;
        answers.slice(0, ids.length).forEach((a, i) => {
          expect(a.status).toBe(200);
          expect(a.body.id).toBe(ids[i]);
          expect(a.body.claim_value).toBe(`g${i}`);
        });
        // A mapping of another workspace is not found under this one, even when read alongside its own.
        expect(answers[ids.length]).toMatchObject({ status: 404, body: { code: 404 } });
        expect(answers[ids.length + 1]).toMatchObject({ status: 404, body: { code: 404 } });
      }
      // One statement per read when each goes alone; reads that arrive together share one.
      expect(statements).toBeLessThan(reads / 2);
    } finally {
      agent.destroy();
      await new Promise((r) => server.close(r));
    }
  });
});
