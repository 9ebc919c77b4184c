import { useTestApp } from '../../support/app';
import { bearer, insertEvents } from './support';

/**
 * The audit filters by a part of a text (principalContains, operationContains, workspaceContains; REST
 * principal_contains, ...): any case, the part taken literally (LIKE's % and _ match only themselves),
 * combined with the other filters, on REST and GraphQL alike.
 */
const t = useTestApp();
const su = async () => bearer(await t().token('super_admin'));

async function seed() {
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, i));
  await insertEvents(t(), [
    { occurred_at: at(1), principal: 'alice@example.org', operation: 'updateStyle', workspace_name: 'Harbour' },
    { occurred_at: at(2), principal: 'ALICE-bot', operation: 'createStyle', workspace_name: 'harbour-east' },
    { occurred_at: at(3), principal: 'bob', operation: 'updateLayer', workspace_name: 'rivers' },
    { occurred_at: at(4), principal: 'b_o_b', operation: 'deleteStyle', workspace_name: 'rivers_2' },
    { occurred_at: at(5), principal: 'carol%', operation: 'listStyles', workspace_name: null, action: 'read' },
  ]);
}

const rest = async (query: string) => {
  const res = await t()
    .http()
    .get(`/api/v1/audit/events${query}`)
    .set(await su());
  expect(res.status).toBe(200);
  return (res.body.events as { principal: string; operation: string }[]).map((e) => `${e.principal} ${e.operation}`);
};

describe('audit filters by a part of a text', () => {
  it('REST: principal, operation and workspace parts, any case, literal wildcards, with the other filters', async () => {
    await seed();
    expect(await rest('?principal_contains=alice')).toEqual(['ALICE-bot createStyle', 'alice@example.org updateStyle']);
    // A prefix is a part too.
    expect(await rest('?operation_contains=update')).toEqual(['bob updateLayer', 'alice@example.org updateStyle']);
    expect(await rest('?operation_contains=STYLE&action=change')).toEqual([
      'b_o_b deleteStyle',
      'ALICE-bot createStyle',
      'alice@example.org updateStyle',
    ]);
    expect(await rest('?workspace_contains=harb')).toEqual(['ALICE-bot createStyle', 'alice@example.org updateStyle']);
    // _ and % are themselves, not LIKE's wildcards.
    expect(await rest('?principal_contains=_')).toEqual(['b_o_b deleteStyle']);
    expect(await rest('?principal_contains=%25')).toEqual(['carol% listStyles']);
    expect(await rest('?workspace_contains=s_2')).toEqual(['b_o_b deleteStyle']);
    expect(await rest('?principal_contains=nobody')).toEqual([]);
  });

  it('GraphQL: the same filter fields; an empty part is refused naming the field', async () => {
    await seed();
    const res = await t().gql(
      '{ auditEvents(filter: { principalContains: "Bo", operationContains: "layer" }) { events { principal operation } } }',
      {},
      await t().token('super_admin'),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.auditEvents.events).toEqual([{ principal: 'bob', operation: 'updateLayer' }]);

    const refused = await t()
      .http()
      .get('/api/v1/audit/events?operation_contains=')
      .set(await su());
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/operation_contains/);
  });
});
