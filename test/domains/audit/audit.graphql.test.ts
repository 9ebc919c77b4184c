import { useTestApp } from '../../support/app';
import { insertEvents } from './support';

const t = useTestApp();

const PAGE = `query($filter: AuditEventFilter, $cursor: String, $limit: Int) {
  auditEvents(filter: $filter, cursor: $cursor, limit: $limit) {
    events { id occurredAt principal surface operation action status durationMs workspace: workspaceId workspaceName credentialId authMethod requestId }
    nextCursor
  }
}`;

describe('GraphQL auditEvents and runAuditRetention', () => {
  it('pages with a cursor and filters like REST', async () => {
    const su = await t().token('super_admin');
    const at = new Date('2026-02-01T00:00:00Z');
    await insertEvents(
      t(),
      Array.from({ length: 5 }, () => ({ occurred_at: at, surface: 'graphql', action: 'security', status: 403 })),
    );
    await insertEvents(t(), [{ occurred_at: at, surface: 'rest' }]);
    const filter = { surface: 'graphql', action: 'security', status: 403, since: '2026-01-01T00:00:00Z' };
    const one = await t().gql(PAGE, { filter, limit: 3 }, su);
    expect(one.body.errors).toBeUndefined();
    const p1 = one.body.data!.auditEvents;
    expect(p1.events).toHaveLength(3);
    expect(p1.events[0]).toMatchObject({
      surface: 'GRAPHQL',
      action: 'SECURITY',
      status: 403,
      occurredAt: '2026-02-01T00:00:00.000Z',
    });
    const p2 = (await t().gql(PAGE, { filter, limit: 3, cursor: p1.nextCursor }, su)).body.data!.auditEvents;
    expect(p2.events).toHaveLength(2);
    expect(p2.nextCursor).toBeNull();
    expect(new Set([...p1.events, ...p2.events].map((e: { id: string }) => e.id)).size).toBe(5);
  });

  it('answers BAD_REQUEST naming the field, and refuses who is not super_admin', async () => {
    const su = await t().token('super_admin');
    const bad = await t().gql(PAGE, { limit: 501 }, su);
    expect(bad.body.errors![0]).toMatchObject({
      message: 'limit: must be between 1 and 500',
      extensions: { code: 'BAD_REQUEST' },
    });
    const anon = await t().gql(PAGE, {});
    expect(anon.body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const viewer = await t().gql(
      'mutation { runAuditRetention }',
      {},
      await t().token('viewer', '00000000-0000-4000-8000-000000000000'),
    );
    expect(viewer.body.errors![0].extensions!.code).toBe('FORBIDDEN');
  });

  it('runAuditRetention returns how many events it deleted', async () => {
    await insertEvents(t(), [{ occurred_at: new Date(Date.now() - 400 * 86_400_000) }, { occurred_at: new Date() }]);
    const r = await t().gql('mutation { runAuditRetention }', {}, await t().token('super_admin'));
    expect(r.body.data!.runAuditRetention).toBe(1);
  });
});
