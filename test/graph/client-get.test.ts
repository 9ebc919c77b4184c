import { Client, fetchExchange, gql } from '@urql/core';
import { useListeningApp, useTestApp } from '../support/app';
import { createKey, createWorkspace, signIn } from '../support/identity';

/*
 * Issue 30, item 4: queries over GET, which urql sends by default, work for a request that carries a
 * credential header (X-API-Key, Authorization), which no browser adds cross-site without a preflight;
 * a request that carries only the session cookie keeps Apollo's CSRF prevention, and no mutation runs
 * over GET.
 */
const t = useTestApp();
const origin = useListeningApp(t);

const WORKSPACES = gql`
  query Roads {
    workspace(workspace: "roads") {
      name
    }
  }
`;

/** urql as a client team would set it up: the URL, the credential, nothing else. */
const urql = (headers: Record<string, string>) =>
  new Client({ url: `${origin()}/graphql`, exchanges: [fetchExchange], fetchOptions: { headers } });

describe('urql with its defaults (queries over GET)', () => {
  it('answers a query sent over GET with X-API-Key, and one with Authorization', async () => {
    const ws = await createWorkspace(t(), 'roads');
    const key = await createKey(t(), ws.name, { name: 'k', role_id: 'admin' });
    const seen: string[] = [];
    const recording = (headers: Record<string, string>) =>
      new Client({
        url: `${origin()}/graphql`,
        exchanges: [fetchExchange],
        fetchOptions: { headers },
        fetch: (input, init) => {
          seen.push(init?.method ?? 'GET');
          return fetch(input, init);
        },
      });
    const withKey = await recording({ 'X-API-Key': key.key }).query(WORKSPACES, {}).toPromise();
    expect(withKey.error).toBeUndefined();
    expect(withKey.data).toEqual({ workspace: { name: 'roads' } });
    const token = await t().token('super_admin');
    const withBearer = await recording({ Authorization: `Bearer ${token}` })
      .query(WORKSPACES, {})
      .toPromise();
    expect(withBearer.error).toBeUndefined();
    expect(withBearer.data).toEqual({ workspace: { name: 'roads' } });
    // They really went over GET.
    expect(seen).toEqual(['GET', 'GET']);
  });

  it('runs no mutation over GET, whatever the credential', async () => {
    const token = await t().token('super_admin');
    const query = 'mutation { createWorkspace(input: {name: "viaget"}) { name } }';
    const res = await fetch(`${origin()}/graphql?query=${encodeURIComponent(query)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(405);
    expect(await t().db.prisma.workspace.count()).toBe(0);
    const viaUrql = await urql({ Authorization: `Bearer ${token}` })
      .mutation(
        gql`
          mutation {
            createWorkspace(input: { name: "viaurql" }) {
              name
            }
          }
        `,
        {},
      )
      .toPromise();
    // urql sends mutations as POST: they run.
    expect(viaUrql.error).toBeUndefined();
    expect(viaUrql.data).toEqual({ createWorkspace: { name: 'viaurql' } });
  });
});

describe('CSRF prevention for browser sessions', () => {
  it('refuses a simple cross-site GET that carries only the session cookie, and a text/plain POST', async () => {
    await createWorkspace(t(), 'roads');
    const browser = await signIn(t(), await t().token('super_admin'));
    const url = `${origin()}/graphql?query=${encodeURIComponent('{ workspaces { name } }')}`;
    const simple = await fetch(url, { headers: { Cookie: browser.cookie, Origin: 'https://evil.example' } });
    expect(simple.status).toBe(400);
    const body = (await simple.json()) as { errors: { message: string }[]; data?: unknown };
    expect(body.errors[0].message).toMatch(/Cross-Site Request Forgery/);
    expect(body.data).toBeUndefined();
    const form = await fetch(`${origin()}/graphql`, {
      method: 'POST',
      headers: { Cookie: browser.cookie, 'Content-Type': 'text/plain', Origin: 'https://evil.example' },
      body: JSON.stringify({ query: 'mutation { createWorkspace(input: {name: "forged"}) { name } }' }),
    });
    expect(form.status).toBe(400);
    expect(await t().db.prisma.workspace.count()).toBe(1);
    // An empty credential header is no credential: still refused.
    const empty = await fetch(url, { headers: { Cookie: browser.cookie, 'X-API-Key': '' } });
    expect(empty.status).toBe(400);
    // The same session with a header only a preflight allows (the console's way) is served.
    const preflighted = await fetch(url, { headers: { Cookie: browser.cookie, 'apollo-require-preflight': 'true' } });
    expect(preflighted.status).toBe(200);
    expect(await preflighted.json()).toEqual({ data: { workspaces: [{ name: 'roads' }] } });
  });
});
