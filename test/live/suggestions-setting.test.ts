import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { useListeningApp, useTestApp } from '../support/app';

// MAPGATE_SUGGESTIONS reaches WebSocket subscriptions too (docs/security.md, "Strangers"): with `all`, a
// verified caller's misspelt field is answered with graphql-js's suggestion; test/live/suggestions.test.ts
// checks the default (masked).
const t = useTestApp({ MAPGATE_SUGGESTIONS: 'all' });
const listening = useListeningApp(t);

it('suggestions shown over WebSocket and POST /graphql when the setting says all', async () => {
  const client = createClient({
    url: `${listening().replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: `Bearer ${await t().token('super_admin')}` },
    retryAttempts: 0,
  });
  try {
    const errors = await new Promise<{ message: string }[]>((resolve) =>
      client.subscribe(
        { query: 'subscription { tileCacheJobs(workspace: "w") { chang } }' },
        { next: () => {}, error: (e) => resolve(e as { message: string }[]), complete: () => resolve([]) },
      ),
    );
    expect(errors[0].message).toMatch(/Cannot query field "chang".*Did you mean "change"\?/);
  } finally {
    await client.dispose();
  }
  const anon = await t().gql('{ workspacesConnection(first: 1, orderBy: { field: NAM }) { nodes { id } } }');
  expect(anon.body.errors?.[0].message).toMatch(/Did you mean the enum value "NAME"\?/);
});
