import { useListeningApp, useTestApp } from '../support/app';
import { refusalOf } from '../support/subscriptions';

// MAPGATE_SUGGESTIONS reaches WebSocket subscriptions too (docs/security.md, "Strangers"): with `all`, a
// verified caller's misspelt field is answered with graphql-js's suggestion; test/live/suggestions.test.ts
// checks the default (masked).
const t = useTestApp({ MAPGATE_SUGGESTIONS: 'all' });
const listening = useListeningApp(t);

it('suggestions shown over WebSocket and POST /graphql when the setting says all', async () => {
  const errors = await refusalOf(listening(), await t().token('super_admin'), {
    query: 'subscription { tileCacheJobs(workspace: "w") { chang } }',
  });
  expect(errors[0].message).toMatch(/Cannot query field "chang".*Did you mean "change"\?/);
  const anon = await t().gql('{ workspacesConnection(first: 1, orderBy: { field: NAM }) { nodes { id } } }');
  expect(anon.body.errors?.[0].message).toMatch(/Did you mean the enum value "NAME"\?/);
});
