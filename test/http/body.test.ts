import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { useTestApp } from '../support/app';
import type { Json } from '../support/json';

const LIMIT = 2048;
const t = useTestApp({ MAPGATE_MAX_BODY_BYTES: String(LIMIT) });
const big = () => JSON.stringify({ name: 'ws', description: 'x'.repeat(LIMIT * 2) });

/** Sends a body in chunks with no Content-Length (Transfer-Encoding: chunked) over a real socket. */
async function chunked(path: string, chunks: string[], headers: Record<string, string> = {}) {
  const server = t().app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Json }>((resolve, reject) => {
      const req = http.request(
        { port, host: '127.0.0.1', path, method: 'POST', headers: { 'Content-Type': 'application/json', ...headers } },
        (res) => {
          let text = '';
          res.on('data', (c) => {
            text += c;
          });
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(text) }));
        },
      );
      req.on('error', reject);
      for (const c of chunks) req.write(c);
      req.end();
    });
  } finally {
    server.close();
  }
}

describe('413 Payload Too Large (docs/rules.md §3)', () => {
  it('refuses a JSON body over the limit on POST /api/v1/workspaces', async () => {
    const res = await t().http().post('/api/v1/workspaces').set('Content-Type', 'application/json').send(big());
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      code: 413,
      error: 'PAYLOAD_TOO_LARGE',
      message: 'Payload Too Large',
      detail: expect.stringContaining(String(LIMIT)),
    });
  });

  it('refuses an oversized body on a GET route, which takes no body', async () => {
    const res = await t().http().get('/api/v1/workspaces').set('Content-Type', 'application/json').send(big());
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a chunked body without Content-Length once it streams past the limit', async () => {
    const res = await chunked(
      '/api/v1/workspaces',
      Array.from({ length: 8 }, () => 'x'.repeat(1024)),
    );
    expect(res.headers['content-length']).not.toBe(undefined);
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('accepts a chunked body under the limit', async () => {
    const res = await chunked('/api/v1/workspaces', ['{"name":', '"ws1"}']);
    expect(res.status).toBe(401);
  });

  it('refuses an oversized non-JSON body on a route outside /api/v1', async () => {
    const res = await t()
      .http()
      .post('/nowhere')
      .set('Content-Type', 'application/octet-stream')
      .send(Buffer.alloc(LIMIT + 1));
    expect(res.status).toBe(413);
  });

  it('answers /graphql in the GraphQL error shape', async () => {
    const res = await t()
      .http()
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ query: `{ __typename }`, variables: { pad: 'x'.repeat(LIMIT) } }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      errors: [
        {
          message: expect.stringContaining('exceeds'),
          extensions: { code: 'PAYLOAD_TOO_LARGE', requestId: expect.any(String) },
        },
      ],
    });
  });

  it('refuses a chunked oversized body on /graphql too', async () => {
    const res = await chunked('/graphql', ['{"query":"{ __typename }","x":"', 'x'.repeat(LIMIT), '"}']);
    expect(res.status).toBe(413);
    expect(res.body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('JSON bodies', () => {
  it('answers malformed JSON with 400 and the parser reason', async () => {
    const res = await t().http().post('/api/v1/workspaces').set('Content-Type', 'application/json').send('{"name": ');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, error: 'BAD_REQUEST' });
    expect(res.body.detail).toMatch(/^malformed JSON body: /);
  });

  it.each([
    ['an array', '[1,2]'],
    ['a string', '"ws"'],
    ['null', 'null'],
  ])('answers %s where an object is required with 400', async (_what, body) => {
    const res = await t().http().post('/api/v1/workspaces').set('Content-Type', 'application/json').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'BAD_REQUEST', detail: expect.stringMatching(/JSON object/) });
  });

  it('names the expected Content-Type for a non-JSON body on /api/v1', async () => {
    const res = await t().http().post('/api/v1/workspaces').set('Content-Type', 'text/plain').send('name=ws');
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/application\/json/);
  });

  it('accepts a +json media type', async () => {
    const res = await t()
      .http()
      .post('/api/v1/workspaces')
      .set('Content-Type', 'application/merge-patch+json')
      .send('{"name":"ws"}');
    expect(res.status).toBe(401);
  });

  it('leaves non-JSON bodies on /graphql to Apollo (its CSRF rule answers)', async () => {
    const res = await t().http().post('/graphql').set('Content-Type', 'text/plain').send('{ __typename }');
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/CSRF|preflight/i);
  });

  it('runs a GraphQL query whose body is under the limit', async () => {
    const res = await t()
      .http()
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({ query: '{ __typename }' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { __typename: 'Query' } });
  });
});
