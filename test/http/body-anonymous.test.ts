import { useTestApp } from '../support/app';

// A caller without a verified credential has a smaller body budget (MAPGATE_MAX_BODY_BYTES_ANONYMOUS,
// docs/security.md, "Request bodies"): its body is read and parsed before anything is authorized.
const t = useTestApp({ MAPGATE_MAX_BODY_BYTES_ANONYMOUS: '1024' });
// About 2 KiB: a comment pads the document without adding tokens.
const query = `# ${'x'.repeat(2000)}\n{ me { authenticated } }`;

describe('body limit without a credential', () => {
  it('413 naming the setting for an anonymous body over it, on both surfaces', async () => {
    const gql = await t().http().post('/graphql').set('Content-Type', 'application/json').send({ query });
    expect(gql.status).toBe(413);
    expect(gql.body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    expect(gql.body.errors[0].message).toMatch(
      /1024 bytes without a credential \(setting MAPGATE_MAX_BODY_BYTES_ANONYMOUS\)/,
    );
    const rest = await t()
      .http()
      .post('/api/v1/auth/login')
      .send({ token: 'x'.repeat(2000) });
    expect(rest.status).toBe(413);
    // A refused credential is no credential: the same budget.
    const refused = await t().http().post('/graphql').set('Authorization', 'Bearer x.y.z').send({ query });
    expect(refused.status).toBe(413);
  });

  it('a verified caller keeps MAPGATE_MAX_BODY_BYTES; small anonymous bodies pass', async () => {
    const auth = { Authorization: `Bearer ${await t().token('super_admin')}` };
    const gql = await t().http().post('/graphql').set(auth).send({ query });
    expect(gql.status).toBe(200);
    expect(gql.body.data.me.authenticated).toBe(true);
    const small = await t().http().post('/graphql').send({ query: '{ __typename }' });
    expect(small.status).toBe(200);
    expect(small.body.data.__typename).toBe('Query');
  });
});
