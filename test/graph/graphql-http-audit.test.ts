import { auditServer, type AuditResult } from 'graphql-http';
import { useListeningApp, useTestApp } from '../support/app';

/*
 * The GraphQL over HTTP audit of graphql-http (the spec's own suite, as client teams run it; issue 30):
 * every MUST holds on /graphql, for a caller with a bearer token (queries over GET carry it, so the CSRF
 * prevention lets them through) and for one without any credential, whose answers are refusals in the
 * spec's shape. SHOULD and MAY results are listed when they fail, not required.
 */

const t = useTestApp();
const origin = useListeningApp(t);

async function audit(headers: Record<string, string>): Promise<AuditResult[]> {
  const fetchFn: typeof fetch = (input, init) => {
    const h = new Headers(init?.headers);
    for (const [k, v] of Object.entries(headers)) h.set(k, v);
    return fetch(input, { ...init, headers: h });
  };
  return auditServer({ url: `${origin()}/graphql`, fetchFn });
}

const failed = (results: AuditResult[], level: 'MUST' | 'SHOULD') =>
  results.flatMap((r) => (r.status !== 'ok' && r.name.startsWith(level) ? [`${r.id} ${r.name}: ${r.reason}`] : []));

describe('graphql-http audit of /graphql', () => {
  it('every MUST holds for a signed-in caller (bearer token, GET included)', async () => {
    const results = await audit({ Authorization: `Bearer ${await t().token('super_admin')}` });
    expect(results.length).toBeGreaterThan(30);
    expect(failed(results, 'MUST')).toEqual([]);
  });

  it('every MUST holds for a caller without a credential', async () => {
    const results = await audit({});
    expect(results.length).toBeGreaterThan(30);
    expect(failed(results, 'MUST')).toEqual([]);
  });
});
