import { randomUUID } from 'node:crypto';
import { useTestApp } from '../support/app';

// The parse and validation time of callers without a credential is bounded per client address
// (MAPGATE_GRAPHQL_VALIDATION_MS_ANONYMOUS, docs/security.md, "Strangers"): beyond it, 429 with Retry-After
// naming the budget, on Apollo's path and on the hot path; verified callers are not counted.
const t = useTestApp({ MAPGATE_GRAPHQL_VALIDATION_MS_ANONYMOUS: '20' });

const post = (query: string, token?: string) => {
  const r = t().http().post('/graphql').set('Content-Type', 'application/json');
  if (token) r.set('Authorization', `Bearer ${token}`);
  return r.send({ query });
};
// Within the anonymous token limit, and a fresh comment each time (no parsed document to reuse).
const doc = () =>
  `# ${randomUUID()}\n{ ${Array.from({ length: 120 }, (_, i) => `a${i}: me { principal }`).join(' ')} }`;

it('a stranger that keeps sending fresh documents is refused 429 once its budget is spent; others are not', async () => {
  const HOT = '{ me { authenticated } }';
  // A plain query made hot by a verified caller (whose parsing is not counted: a loaded machine's first
  // validations could spend a 20 ms budget alone).
  const token = await t().token('super_admin');
  for (let i = 0; i < 4; i++) expect((await post(HOT, token)).status).toBe(200);
  const served = t().mapgate.hotServed;
  expect(served).toBeGreaterThan(0);
  let refused: Awaited<ReturnType<typeof post>> | undefined;
  let sent = 0;
  while (!refused && sent < 500) {
    const res = await post(doc());
    sent++;
    if (res.status === 429) refused = res;
    else expect(res.status).toBe(400); // the alias limit
  }
  expect(refused).toBeDefined();
  expect(Number(refused!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(refused!.body.errors[0].extensions.code).toBe('RATE_LIMITED');
  expect(refused!.body.errors[0].message).toMatch(
    /parsing and validation budget of this address without a credential is spent \(20 ms per minute, setting MAPGATE_GRAPHQL_VALIDATION_MS_ANONYMOUS\)/,
  );
  // The hot path answers a stranger no more than Apollo does.
  const hot = await post(HOT);
  expect(hot.status).toBe(429);
  expect(t().mapgate.hotServed).toBe(served);
  // A verified caller from the same address goes on.
  const auth = await post(doc(), token);
  expect(auth.status).toBe(400);
  expect(auth.body.errors[0].message).toMatch(/Aliases limit/);
});
