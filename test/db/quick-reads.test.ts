import { withQuickReads } from '../../src/db/quick-reads';
import { openDatabase, type PrismaClient } from '../../src/db/client';
import type { Sql } from '../../src/db/sql';
import { openTestDatabase, type TestDatabase } from '../support/database';

/*
 * src/db/quick-reads.ts answers the plainest reads with one prepared SELECT instead of Prisma's client.
 * Each read here runs both ways, on the same rows: through the quick path (counted below, so a read that
 * silently went to Prisma fails the test) and through Prisma inside a transaction (a transaction's client
 * is always Prisma's); the answers must be equal, types included (bigint, Date, parsed JSON, float arrays).
 */
describe('quick reads answer what Prisma answers', () => {
  let t: TestDatabase;
  let quick: PrismaClient;
  const texts: string[] = [];
  let ws: string;

  beforeAll(async () => {
    t = await openTestDatabase();
    const sql = t.db.sql;
    const spy: Sql = {
      ...sql,
      prepared(name, text, params) {
        texts.push(text);
        return sql.prepared(name, text, params);
      },
    };
    quick = withQuickReads(t.db.prisma, spy);
    const p = t.db.prisma;
    ws = (await p.workspace.create({ data: { name: 'quick', description: null } })).id;
    const svc = await p.service.create({
      data: {
        workspaceId: ws,
        name: 'pg',
        type: 'postgis',
        connectionInfo: { host: 'h', port: 5432, nested: { a: [1, 'b'] } },
      },
    });
    await p.layer.create({
      data: {
        workspaceId: ws,
        serviceId: svc.id,
        name: 'roads',
        bounds: [-1.5, 2, 3.25, 4],
        attributes: ['a', 'b'],
        srid: 4326,
      },
    });
    await p.layer.create({ data: { workspaceId: ws, serviceId: svc.id, name: 'rivers', title: 'Rivers' } });
    await p.tileCacheJob.create({
      data: { workspaceId: ws, request: { op: 'seed' }, totalTiles: 9007199254740993n, processedTiles: 3n },
    });
  });
  afterAll(() => t.close());

  const prisma = <T>(fn: (db: PrismaClient) => Promise<T>) => t.db.prisma.$transaction((tx) => fn(tx as PrismaClient));

  async function same<T>(read: (db: PrismaClient) => Promise<T>): Promise<T> {
    const before = texts.length;
    const mine = await read(quick);
    expect(texts.length).toBe(before + 1);
    const theirs = await prisma(read);
    expect(mine).toEqual(theirs);
    // toEqual does not tell a bigint from a number in every position, nor the order of the keys.
    expect(JSON.stringify(mine, (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v))).toBe(
      JSON.stringify(theirs, (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v)),
    );
    return mine;
  }

  it('finds one row by its key, by a compound unique key and with an extra filter', async () => {
    const layer = await same((db) =>
      db.layer.findUnique({ where: { workspaceId_name: { workspaceId: ws, name: 'roads' } } }),
    );
    expect(layer?.bounds).toEqual([-1.5, 2, 3.25, 4]);
    expect(layer?.createdAt).toBeInstanceOf(Date);
    await same((db) => db.layer.findUnique({ where: { id: layer!.id } }));
    await same((db) => db.layer.findUnique({ where: { id: layer!.id, workspaceId: ws } }));
    expect(await same((db) => db.layer.findUnique({ where: { id: layer!.id, name: 'rivers' } }))).toBeNull();
  });

  it('keeps JSON, bigint and null columns as Prisma types them', async () => {
    const svc = await same((db) => db.service.findFirst({ where: { workspaceId: ws } }));
    expect(svc?.connectionInfo).toEqual({ host: 'h', port: 5432, nested: { a: [1, 'b'] } });
    const job = await same((db) => db.tileCacheJob.findFirst({ where: { workspaceId: ws, completedAt: null } }));
    expect(job?.totalTiles).toBe(9007199254740993n);
    await same((db) => db.workspace.findUnique({ where: { name: 'quick' } }));
  });

  it('lists with `in`, orders, selects, takes and skips, and counts', async () => {
    const all = await same((db) =>
      db.layer.findMany({ where: { workspaceId: { in: [ws] } }, orderBy: { name: 'asc' } }),
    );
    expect(all.map((l) => l.name)).toEqual(['rivers', 'roads']);
    await same((db) => db.layer.findMany({ where: { id: { in: [] } } }));
    await same((db) =>
      db.layer.findMany({
        where: { workspaceId: ws },
        select: { id: true, name: true, title: true },
        orderBy: [{ title: 'desc' }, { name: 'asc' }],
        take: 1,
        skip: 1,
      }),
    );
    expect(await same((db) => db.layer.count({ where: { workspaceId: ws } }))).toBe(2);
    // A select answers in its own order, as Prisma does (not the model's).
    await same((db) =>
      db.layer.findMany({ where: { workspaceId: ws }, select: { title: true, id: true }, orderBy: { name: 'asc' } }),
    );
  });

  it('omits fields and joins to-one relations whole or with a selection', async () => {
    const style = await t.db.prisma.style.create({
      data: { workspaceId: ws, name: 'dark', format: 'css', body: '*{}', attributeRefs: [{ name: 'a' }] },
    });
    await t.db.prisma.layer.update({
      where: { workspaceId_name: { workspaceId: ws, name: 'roads' } },
      data: { defaultStyleId: style.id },
    });
    const layers = await same((db) =>
      db.layer.findMany({
        where: { workspaceId: ws },
        include: { defaultStyle: { select: { name: true, attributeRefs: true } }, service: true },
        orderBy: { name: 'desc' },
      }),
    );
    expect(layers.map((l) => l.defaultStyle?.name ?? null)).toEqual(['dark', null]);
    expect(layers[0].service.connectionInfo).toEqual({ host: 'h', port: 5432, nested: { a: [1, 'b'] } });
    await same((db) =>
      db.style.findMany({ where: { id: { in: [style.id] } }, omit: { body: true, attributeRefs: true } }),
    );
    await same((db) => db.tileCacheJob.findFirst({ where: { workspaceId: ws }, include: { workspace: true } }));
    // Batched findUnique calls join the same way.
    const both = await Promise.all(
      ['roads', 'rivers'].map((name) =>
        quick.layer.findUnique({
          where: { workspaceId_name: { workspaceId: ws, name } },
          include: { defaultStyle: true },
        }),
      ),
    );
    expect(both.map((l) => l?.defaultStyle?.body ?? null)).toEqual(['*{}', null]);
    await t.db.prisma.layer.update({
      where: { workspaceId_name: { workspaceId: ws, name: 'roads' } },
      data: { defaultStyleId: null },
    });
    await t.db.prisma.style.delete({ where: { id: style.id } });
  });

  it('leaves every other read to Prisma', async () => {
    const before = texts.length;
    await quick.layer.findMany({ where: { workspaceId: ws }, include: { groupMembers: true } });
    await quick.layer.findMany({ where: { workspaceId: ws }, include: { service: { include: { workspace: true } } } });
    await quick.layer.findMany({ where: { workspaceId: ws }, select: { name: true, service: true } });
    await quick.layer.findMany({ where: { name: { contains: 'oa' } } });
    await quick.layer.findMany({ where: { OR: [{ name: 'roads' }, { name: 'rivers' }] } });
    await quick.layer.findFirst({ where: { service: { name: 'pg' } } });
    await quick.layer.findMany({ where: { workspaceId: ws }, orderBy: { service: { name: 'asc' } } });
    await quick.layer.findFirstOrThrow({ where: { name: 'roads' } });
    expect(texts.length).toBe(before);
  });

  it('reads the keys asked for in one tick with one statement, each call its own row', async () => {
    const layers = await t.db.prisma.layer.findMany({ where: { workspaceId: ws }, orderBy: { name: 'asc' } });
    const keys = [layers[0].id, layers[1].id, '00000000-0000-4000-8000-000000000000', layers[0].id];
    const before = texts.length;
    const mine = await Promise.all(keys.map((id) => quick.layer.findUnique({ where: { id, workspaceId: ws } })));
    expect(texts.length).toBe(before + 1);
    expect(texts[before]).toMatch(/unnest\(\$1::uuid\[\], \$2::uuid\[\]\) WITH ORDINALITY/);
    const theirs = await prisma((db) =>
      Promise.all(keys.map((id) => db.layer.findUnique({ where: { id, workspaceId: ws } }))),
    );
    expect(mine).toEqual(theirs);
    expect(mine.map((l) => l?.name ?? null)).toEqual(['rivers', 'roads', null, 'rivers']);
    // PostgreSQL compares the uuids (Prisma's own batches match them in JavaScript, and miss an upper-case one).
    const upper = await Promise.all(
      [layers[1].id.toUpperCase(), layers[0].id].map((id) => quick.layer.findUnique({ where: { id } })),
    );
    expect(upper.map((l) => l?.name)).toEqual(['roads', 'rivers']);
    // A compound key and a selection batch the same way.
    const named = await Promise.all(
      ['roads', 'nope', 'rivers'].map((name) =>
        quick.layer.findUnique({
          where: { workspaceId_name: { workspaceId: ws, name } },
          select: { name: true, bounds: true },
        }),
      ),
    );
    expect(named).toEqual([{ name: 'roads', bounds: [-1.5, 2, 3.25, 4] }, null, { name: 'rivers', bounds: [] }]);
  });

  it('still answers every call of a batch when one key is no uuid', async () => {
    const layer = await t.db.prisma.layer.findFirstOrThrow({ where: { name: 'roads' } });
    const settle = (p: Promise<unknown>) =>
      p.then(
        (v) => ({ ok: v }),
        (e: Error) => ({ err: e.constructor.name }),
      );
    const keys = [layer.id, 'not-a-uuid'];
    const mine = await Promise.all(keys.map((id) => settle(quick.layer.findUnique({ where: { id } }))));
    const theirs = await Promise.all(keys.map((id) => settle(prisma((db) => db.layer.findUnique({ where: { id } })))));
    expect(mine).toEqual(theirs);
    expect(mine[0]).toEqual({ ok: expect.objectContaining({ name: 'roads' }) });
  });

  it('leaves a findUnique without a key to Prisma, which refuses it, and counts as a number', async () => {
    const before = texts.length;
    await expect(quick.layer.findUnique({ where: { id: undefined } as unknown as { id: string } })).rejects.toThrow();
    // Another filter beside a missing key: not a unique read, so not a row either.
    await expect(
      quick.layer.findUnique({ where: { id: undefined, workspaceId: ws } as unknown as { id: string } }),
    ).rejects.toThrow();
    expect(texts.length).toBe(before);
    expect(typeof (await quick.layer.count())).toBe('number');
  });

  (process.env.TEST_DATABASE_URL ? it : it.skip)(
    'sends its statements unnamed when prepared statements are off (a pooler in transaction mode)',
    async () => {
      const named = async (preparedStatements: boolean) => {
        const db = await openDatabase({ url: t.url, poolSize: 1, preparedStatements });
        try {
          await db.prisma.layer.findMany({ where: { workspaceId: ws } });
          const [row] = await db.sql.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'mq\\_%'",
          );
          return row.n;
        } finally {
          await db.close();
        }
      };
      expect(await named(true)).toBeGreaterThan(0);
      expect(await named(false)).toBe(0);
    },
  );

  it('answers a value the column cannot hold as Prisma does', async () => {
    const mine = await quick.layer.findUnique({ where: { id: 'not-a-uuid' } }).then(
      (v) => ({ ok: v }),
      (e: Error) => ({ err: e.constructor.name }),
    );
    const theirs = await prisma((db) => db.layer.findUnique({ where: { id: 'not-a-uuid' } })).then(
      (v) => ({ ok: v }),
      (e: Error) => ({ err: e.constructor.name }),
    );
    expect(mine).toEqual(theirs);
  });
});
