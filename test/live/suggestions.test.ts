import { useListeningApp, useTestApp } from '../support/app';
import { refusalOf } from '../support/subscriptions';

// "Did you mean" suggestions are masked over WebSocket as on POST /graphql (docs/security.md, "GraphQL refusals").
const t = useTestApp();
const listening = useListeningApp(t);

it('a misspelt field of a subscription is refused without naming the fields it resembles, on both transports', async () => {
  const query = 'subscription { tileCacheJobs(workspace: "w") { chang } }';
  const errors = await refusalOf(listening(), await t().token('super_admin'), { query });
  expect(errors[0].message).toMatch(/Cannot query field "chang"/);
  expect(errors[0].message).toContain('[Suggestion hidden]');
  expect(errors[0].message).not.toMatch(/change/);
  const http = await t().gql('{ workspacse { id } }', undefined, await t().token('super_admin'));
  expect(http.body.errors?.[0].message).toContain('[Suggestion hidden]');
  expect(http.body.errors?.[0].message).not.toMatch(/"workspaces"/);
});

it('a misspelt field of a variable is a BAD_REQUEST (not an internal error) without the fields it resembles, over WebSocket', async () => {
  const errors = await refusalOf(listening(), await t().token('super_admin'), {
    query: 'subscription($f: AuditEventFilter) { auditEvents(filter: $f) { id } }',
    variables: { f: { principa: 'x' } },
  });
  expect(errors[0].message).toMatch(/"principa" is not defined/);
  expect(errors[0].message).toContain('[Suggestion hidden]');
  expect(errors[0].message).not.toMatch(/"principal"/);
  expect(errors[0].extensions?.code).toBe('BAD_REQUEST');
});
