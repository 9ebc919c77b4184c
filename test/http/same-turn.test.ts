import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { globalId } from '../../src/domains/global-id';
import { exchangeClasses } from '../../src/http/exchange';
import { useTestApp } from '../support/app';
import { createWorkspace, superAdmin } from '../support/factories';

const t = useTestApp({ MAPGATE_TILE_WORKER_ENABLED: 'false' });

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of either surface
  body: Record<string, any>;
}

describe('reads that arrive together share statements (docs/architecture.md, "Reads of one turn")', () => {
  let auth: Record<string, string>;
  let ws: string;
  let ids: string[];
  let foreign: string;
  let base: string;
  let server: http.Server;

  beforeEach(async () => {
    auth = await superAdmin(t());
    ws = (await createWorkspace(t(), 'turn-a', auth)).id;
    const other = (await createWorkspace(t(), 'turn-b', auth)).id;
    const create = async (workspace: string, value: string): Promise<string> => {
      const res = await t()
        .http()
        .post(`/api/v1/workspaces/${workspace}/claim-mappings`)
        .set(auth)
        .send({ claim_name: 'groups', claim_value: value, role_id: 'editor' });
      expect(res.status).toBe(201);
      return res.body.id as string;
    };
    ids = [];
    for (let i = 0; i < 38; i++) ids.push(await create(ws, `g${i}`));
    foreign = await create(other, 'elsewhere');
    // One listening server, and a connection per request in flight, as concurrent clients would come.
    server = http.createServer(exchangeClasses, t().app).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  /**
   * Reads the 38 mappings, the other workspace's one and a malformed id, all at once, in up to ten rounds;
   * checks each answer with `check` and returns the reads of one round and the fewest statements a round took.
   * Which requests reach the server in one turn is up to the sockets and the machine's load, so a round on a
   * busy machine may split in several turns; the test asks that at least one round shares its statements,
   * which a server that reads each request alone never does (it takes one statement per read, every round).
   */
  async function readTogether(read: (id: string) => Promise<Answer>, check: (a: Answer, i: number) => void) {
    // Warm: the credential and the workspace are cached, so that a read costs its one statement.
    check(await read(ids[0]), 0);
    const targets = [...ids, foreign, 'not-a-uuid'];
    const reads = ids.length + 1;
    let fewest = Infinity;
    for (let round = 0; round < 10 && fewest >= reads / 2; round++) {
      const before = t().db.statements.count;
      const answers = await Promise.all(targets.map(read));
      fewest = Math.min(fewest, t().db.statements.count - before);
      answers.forEach(check);
    }
    return { reads, statements: fewest };
  }

  it('over REST: 40 reads at once, each answered as alone, in a fraction of the statements', async () => {
    const read = async (id: string): Promise<Answer> => {
      const res = await fetch(`${base}/api/v1/workspaces/${ws}/claim-mappings/${id}`, { headers: auth });
      return { status: res.status, body: (await res.json()) as Answer['body'] };
    };
    const { reads, statements } = await readTogether(read, (a, i) => {
      if (i < ids.length) {
        expect(a.status).toBe(200);
        expect(a.body).toMatchObject({ id: ids[i], claim_value: `g${i}` });
      } else {
        // Another workspace's mapping is not found under this one, even when read alongside its own.
        expect(a).toMatchObject({ status: 404, body: { code: 404 } });
      }
    });
    // One statement per read when each goes alone; reads that arrive together share one.
    expect(statements).toBeLessThan(reads / 2);
  });

  it('over GraphQL: 40 queries at once, each answered as alone, in a fraction of the statements', async () => {
    const query = 'query($w: String!, $m: String!) { claimMapping(workspace: $w, mappingId: $m) { id claimValue } }';
    const read = async (id: string): Promise<Answer> => {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables: { w: ws, m: id } }),
      });
      return { status: res.status, body: (await res.json()) as Answer['body'] };
    };
    const { reads, statements } = await readTogether(read, (a, i) => {
      expect(a.status).toBe(200);
      if (i < ids.length) {
        expect(a.body).toEqual({
          data: { claimMapping: { id: globalId('ClaimMapping', ids[i]), claimValue: `g${i}` } },
        });
      } else {
        expect(a.body.data).toEqual({ claimMapping: null });
        expect(a.body.errors[0].extensions.code).toBe('NOT_FOUND');
      }
    });
    expect(statements).toBeLessThan(reads / 2);
  });
});
