import { useTestApp } from '../support/app';

const t = useTestApp();

const PAGE = `query($first: Int, $after: String, $last: Int, $before: String, $filter: WorkspaceFilter, $orderBy: WorkspaceOrder) {
  workspacesConnection(first: $first, after: $after, last: $last, before: $before, filter: $filter, orderBy: $orderBy) {
    totalCount
    edges { cursor node { name } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

type Conn = {
  totalCount: number;
  edges: { cursor: string; node: { name: string } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
};

describe('workspacesConnection', () => {
  let su: string;
  const page = async (vars: Record<string, unknown>): Promise<Conn> => {
    const r = await t().gql(PAGE, vars, su);
    expect(r.body.errors).toBeUndefined();
    return r.body.data!.workspacesConnection;
  };
  const names = (c: Conn) => c.edges.map((e) => e.node.name);

  beforeEach(async () => {
    su = await t().token('super_admin');
    // Created one after the other, so created_at order is this order; names are out of order on purpose.
    for (const name of ['delta', 'alpha', 'golf', 'bravo', 'echo', 'charlie', 'foxtrot']) {
      await t().db.prisma.workspace.create({ data: { name } });
      await new Promise((r) => setTimeout(r, 5));
    }
  });

  it('pages forwards with first/after and backwards with last/before, by name', async () => {
    const p1 = await page({ first: 3 });
    expect(names(p1)).toEqual(['alpha', 'bravo', 'charlie']);
    expect(p1.totalCount).toBe(7);
    expect(p1.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const p2 = await page({ first: 3, after: p1.pageInfo.endCursor });
    expect(names(p2)).toEqual(['delta', 'echo', 'foxtrot']);
    expect(p2.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const p3 = await page({ first: 3, after: p2.pageInfo.endCursor });
    expect(names(p3)).toEqual(['golf']);
    expect(p3.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });

    const l1 = await page({ last: 2 });
    expect(names(l1)).toEqual(['foxtrot', 'golf']);
    expect(l1.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const l2 = await page({ last: 2, before: l1.pageInfo.startCursor });
    expect(names(l2)).toEqual(['delta', 'echo']);
    expect(l2.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const l3 = await page({ last: 5, before: l2.pageInfo.startCursor });
    expect(names(l3)).toEqual(['alpha', 'bravo', 'charlie']);
    expect(l3.pageInfo.hasPreviousPage).toBe(false);
  });

  it('neither skips nor repeats when rows are added between pages (keyset, not offset)', async () => {
    const p1 = await page({ first: 3 });
    await t().db.prisma.workspace.create({ data: { name: 'aardvark' } });
    await t().db.prisma.workspace.create({ data: { name: 'bzz' } });
    const p2 = await page({ first: 3, after: p1.pageInfo.endCursor });
    expect(names(p2)).toEqual(['delta', 'echo', 'foxtrot']);
  });

  it('filters by part of the name and sorts by creation time either way', async () => {
    const f = await page({ filter: { nameContains: 'O' } });
    expect(names(f)).toEqual(['bravo', 'echo', 'foxtrot', 'golf']);
    expect(f.totalCount).toBe(4);
    const created = await page({ orderBy: { field: 'CREATED_AT', direction: 'DESC' }, first: 4 });
    expect(names(created)).toEqual(['foxtrot', 'charlie', 'echo', 'bravo']);
    const next = await page({ orderBy: { field: 'CREATED_AT', direction: 'DESC' }, after: created.pageInfo.endCursor });
    expect(names(next)).toEqual(['golf', 'alpha', 'delta']);
    expect(next.pageInfo.hasNextPage).toBe(false);
  });

  it('defaults to 50, refuses more than 500 and a foreign cursor, and is for the super admin, like workspaces', async () => {
    for (let i = 0; i < 50; i++)
      await t().db.prisma.workspace.create({ data: { name: `z${String(i).padStart(2, '0')}` } });
    const d = await page({});
    expect(d.edges).toHaveLength(50);
    expect(d.pageInfo.hasNextPage).toBe(true);
    // 501 whole pages cost more than the cost limit allows (counted with the variables, hot or not); a
    // selection that costs little reaches the field's own range rule.
    const big = await t().gql(PAGE, { first: 501 }, su);
    expect(big.body.errors![0]).toMatchObject({
      message: expect.stringMatching(/^Query cost limit of \d+ exceeded/),
      extensions: { code: 'BAD_REQUEST' },
    });
    const count = `query($first: Int) { workspacesConnection(first: $first) { totalCount } }`;
    const over = await t().gql(count, { first: 501 }, su);
    expect(over.body.errors![0]).toMatchObject({
      message: 'first: must be between 0 and 500 (got 501)',
      extensions: { code: 'BAD_REQUEST' },
    });
    const bad = await t().gql(PAGE, { after: 'nope' }, su);
    expect(bad.body.errors![0].extensions?.code).toBe('BAD_REQUEST');
    const ws = await t().db.prisma.workspace.findFirstOrThrow({ where: { name: 'alpha' } });
    const admin = await t().gql(PAGE, { first: 1 }, await t().token('admin', ws.id));
    expect(admin.body.errors![0].extensions?.code).toBe('FORBIDDEN');
  });
});
