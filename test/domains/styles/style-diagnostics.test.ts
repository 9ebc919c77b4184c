import { useTestApp } from '../../support/app';
import { EXPECTED, INVALID, VALID_MORE } from './diagnostic-cases';
import { helpers } from './support';

// issue 33 / docs/styles.md: each format's broken documents are refused with their first diagnostic
// (line, column, message) by REST (400 on create and update, 200 with valid false on validate) and by
// GraphQL (BAD_REQUEST with the diagnostics in extensions.details; validateStyle answers them), and
// nothing is saved; the valid documents pass on both surfaces.
const t = useTestApp();
const h = helpers(t);

const CREATE = `mutation($ws: String!, $input: CreateStyleInput!) { createStyle(workspace: $ws, input: $input) { name } }`;
const UPDATE = `mutation($ws: String!, $style: String!, $input: UpdateStyleInput!) {
  updateStyle(workspace: $ws, style: $style, input: $input) { name } }`;
const VALIDATE = `query($ws: String!, $input: ValidateStyleInput!) {
  validateStyle(workspace: $ws, input: $input) { valid diagnostics { line column message } } }`;

type GqlError = { message: string; extensions?: { code?: string; details?: { diagnostics?: unknown[] } } };

describe.each(Object.keys(INVALID))('%s: broken documents through REST and GraphQL', (format) => {
  const cases = INVALID[format];

  it(`refuses each of the ${cases.length} broken documents with its first diagnostic; nothing changes`, async () => {
    expect(cases.length).toBeGreaterThanOrEqual(15);
    const ws = await h.workspace('w');
    const rest = await h.admin(ws.id);
    const token = await t().token('admin', ws.id);
    const kept = VALID_MORE[format][0];
    await h.style('w', { name: 'kept', format, body: kept });
    const validate = `${h.base('w')}/validate`;

    for (const { name, body } of cases) {
      const [line, column, message] = EXPECTED[format][name];
      const first = { line, column, message };
      const why = `${format}: ${name}`;

      const checked = await t().http().post(validate).set(rest).send({ format, body });
      expect([why, checked.status, checked.body.valid, checked.body.diagnostics?.[0]]).toEqual([
        why,
        200,
        false,
        first,
      ]);

      const created = await t().http().post(h.base('w')).set(rest).send({ name: 'bad', format, body });
      expect([why, created.status, created.body.diagnostics?.[0]]).toEqual([why, 400, first]);
      expect(created.body.detail).toBe(`body: invalid ${format} style at line ${line}, column ${column}: ${message}`);

      const updated = await t()
        .http()
        .put(`${h.base('w')}/kept`)
        .set(rest)
        .send({ body });
      expect([why, updated.status, updated.body.diagnostics?.[0]]).toEqual([why, 400, first]);

      const gqlChecked = await t().gql(VALIDATE, { ws: 'w', input: { format, body } }, token);
      expect([why, gqlChecked.body.data?.validateStyle?.diagnostics?.[0]]).toEqual([why, first]);

      for (const [query, variables] of [
        [CREATE, { ws: 'w', input: { name: 'bad', format, body } }],
        [UPDATE, { ws: 'w', style: 'kept', input: { body } }],
      ] as const) {
        const error = (await t().gql(query, variables, token)).body.errors?.[0] as GqlError | undefined;
        expect([why, error?.extensions?.code, error?.extensions?.details?.diagnostics?.[0]]).toEqual([
          why,
          'BAD_REQUEST',
          first,
        ]);
      }
    }
    expect(await h.names(ws.id)).toEqual(['kept']);
    expect((await h.get(ws.id, 'kept')).body).toBe(kept);
  });

  it('accepts the valid documents on both surfaces', async () => {
    const ws = await h.workspace('w');
    const rest = await h.admin(ws.id);
    const token = await t().token('admin', ws.id);
    for (const [i, body] of VALID_MORE[format].entries()) {
      const checked = await t()
        .http()
        .post(`${h.base('w')}/validate`)
        .set(rest)
        .send({ format, body });
      expect([i, checked.body]).toEqual([i, { valid: true, diagnostics: [] }]);
      const created = await t()
        .http()
        .post(h.base('w'))
        .set(rest)
        .send({ name: `rest${i}`, format, body });
      expect([i, created.status]).toEqual([i, 201]);
      const gql = await t().gql(CREATE, { ws: 'w', input: { name: `gql${i}`, format, body } }, token);
      expect([i, gql.body]).toEqual([i, { data: { createStyle: { name: `gql${i}` } } }]);
    }
  });
});
