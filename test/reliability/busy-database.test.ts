import { useTestApp } from '../support/app';

/**
 * A database too busy to give a write its transaction in time (every connection held by other
 * transactions) is unavailable for that request: 503 + Retry-After, never a 500, and the refused
 * write leaves nothing. (Both surfaces classify errors in src/outcome; GraphQL is not driven here, as
 * on PGlite its plain reads before the transaction would wait for the held connection without end.) The soak found this one under load: a workspace
 * create waited more than Prisma's `maxWait` (2 s) for a connection and was answered 500.
 */
describe('busy database', () => {
  const t = useTestApp();

  /** Holds every connection of the app's database in an open transaction until `release()`. */
  async function holdEveryConnection() {
    // PGlite has a single connection; the PostgreSQL test database a pool of 5 (test/support/database.ts).
    const connections = t().db.kind === 'pglite' ? 1 : 5;
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let started = 0;
    let holding: Promise<unknown> = Promise.resolve();
    const allStarted = new Promise<void>((resolve) => {
      const holders = Array.from({ length: connections }, () =>
        t().db.prisma.$transaction(
          async (tx) => {
            await tx.$queryRaw`SELECT 1`;
            if (++started === connections) resolve();
            await released;
          },
          { maxWait: 30_000, timeout: 60_000 },
        ),
      );
      holding = Promise.all(holders);
    });
    await allStarted;
    return async () => {
      release();
      await holding;
    };
  }

  it('a write that cannot get a transaction in time answers 503 + Retry-After and leaves nothing', async () => {
    const su = await t().token('super_admin');
    // Warm the credential caches, so that the writes below first need the database for their transaction.
    expect((await t().http().get('/api/v1/workspaces').set('Authorization', `Bearer ${su}`)).status).toBe(200);

    const release = await holdEveryConnection();
    let rest;
    try {
      rest = await t()
        .http()
        .post('/api/v1/workspaces')
        .set('Authorization', `Bearer ${su}`)
        .send({ name: 'busy-rest' });
    } finally {
      await release();
    }

    expect(rest.status).toBe(503);
    expect(rest.headers['retry-after']).toBeDefined();
    expect(rest.body.error).toBe('UNAVAILABLE');
    expect(JSON.stringify(rest.body)).not.toMatch(/prisma|transaction|P2028/i);

    const names = (await t().http().get('/api/v1/workspaces').set('Authorization', `Bearer ${su}`)).body as {
      workspaces?: { name: string }[];
    };
    expect(JSON.stringify(names)).not.toMatch(/busy-/);
    // Once the connections are free again, the same write succeeds.
    expect(
      (await t().http().post('/api/v1/workspaces').set('Authorization', `Bearer ${su}`).send({ name: 'busy-rest' }))
        .status,
    ).toBe(201);
  });
});
