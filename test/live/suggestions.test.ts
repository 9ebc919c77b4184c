import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { useListeningApp, useTestApp } from '../support/app';

// "Did you mean" suggestions are masked over WebSocket as on POST /graphql (docs/security.md, "GraphQL refusals").
const t = useTestApp();
const listening = useListeningApp(t);

it('a misspelt field of a subscription is refused without naming the fields it resembles, on both transports', async () => {
  const query = 'subscription { tileCacheJobs(workspace: "w") { chang } }';
  const client = createClient({
    url: `${listening().replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: `Bearer ${await t().token('super_admin')}` },
    retryAttempts: 0,
  });
  try {
    const errors = await new Promise<{ message: string }[]>((resolve) =>
      client.subscribe(
        { query },
        { next: () => {}, error: (e) => resolve(e as { message: string }[]), complete: () => resolve([]) },
      ),
    );
    expect(errors[0].message).toMatch(/Cannot query field "chang"/);
    expect(errors[0].message).toContain('[Suggestion hidden]');
    expect(errors[0].message).not.toMatch(/change/);
  } finally {
    await client.dispose();
  }
  const http = await t().gql('{ workspacse { id } }', undefined, await t().token('super_admin'));
  expect(http.body.errors?.[0].message).toContain('[Suggestion hidden]');
  expect(http.body.errors?.[0].message).not.toMatch(/"workspaces"/);
});

it('a misspelt field of a variable is a BAD_REQUEST (not an internal error) without the fields it resembles, over WebSocket', async () => {
  const client = createClient({
    url: `${listening().replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: `Bearer ${await t().token('super_admin')}` },
    retryAttempts: 0,
  });
  try {
    const errors = await new Promise<{ message: string; extensions?: { code?: string } }[]>((resolve) =>
      client.subscribe(
        {
          query: 'subscription($f: AuditEventFilter) { auditEvents(filter: $f) { id } }',
          variables: { f: { principa: 'x' } },
        },
        {
          // graphql-ws sends a refused execution as a result with errors, or as an error.
          next: (r) => r.errors && resolve([...r.errors]),
          error: (e) => resolve(e as { message: string }[]),
          complete: () => resolve([]),
        },
      ),
    );
    expect(errors[0].message).toMatch(/"principa" is not defined/);
    expect(errors[0].message).toContain('[Suggestion hidden]');
    expect(errors[0].message).not.toMatch(/"principal"/);
    expect(errors[0].extensions?.code).toBe('BAD_REQUEST');
  } finally {
    await client.dispose();
  }
});
