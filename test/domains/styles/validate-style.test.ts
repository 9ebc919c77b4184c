import { useTestApp } from '../../support/app';
import { MAPBOX_BAD_JSON, MAPBOX_BAD_LAYER, SLD_10, SLD_MISMATCHED, VALID } from './fixtures';
import { bearer, helpers } from './support';

// A style body checked without being saved: REST POST …/styles/validate and GraphQL validateStyle.
const t = useTestApp();
const h = helpers(t);
const validate = (ws: string) => `${h.base(ws)}/validate`;
const VALIDATE = `query($ws: String!, $input: ValidateStyleInput!) {
  validateStyle(workspace: $ws, input: $input) { valid diagnostics { line column message } } }`;

describe('POST /api/v1/workspaces/{workspace}/styles/validate', () => {
  it.each(Object.entries(VALID))('200 valid for a good %s body; nothing is saved', async (format, body) => {
    const ws = await h.workspace('w');
    const res = await t()
      .http()
      .post(validate('w'))
      .set(await h.admin(ws.id))
      .send({ format, body });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ valid: true, diagnostics: [] });
    expect(await h.names(ws.id)).toEqual([]);
  });

  it('200 with the diagnostics that saving would refuse the body with (line, column, message)', async () => {
    const ws = await h.workspace('w');
    const admin = await h.admin(ws.id);
    for (const [format, body] of [
      ['mapbox', MAPBOX_BAD_JSON],
      ['mapbox', MAPBOX_BAD_LAYER],
      ['sld_1.0.0', SLD_MISMATCHED],
    ]) {
      const check = await t().http().post(validate('w')).set(admin).send({ format, body });
      const save = await t().http().post(h.base('w')).set(admin).send({ name: 'x', format, body });
      expect(save.status).toBe(400);
      expect(check.status).toBe(200);
      // The same problems; an unknown line or column is null here, absent from the 400's diagnostics.
      const known = (d: Record<string, unknown>) => Object.fromEntries(Object.entries(d).filter(([, v]) => v !== null));
      expect(check.body.valid).toBe(false);
      expect(check.body.diagnostics.map(known)).toEqual(save.body.diagnostics);
      expect(check.body.diagnostics[0]).toEqual(expect.objectContaining({ line: expect.any(Number) }));
    }
    const json = await t().http().post(validate('w')).set(admin).send({ format: 'mapbox', body: MAPBOX_BAD_JSON });
    expect(json.body.diagnostics[0]).toMatchObject({
      line: 5,
      column: 1,
      message: expect.stringMatching(/^invalid JSON/),
    });
    expect(await h.names(ws.id)).toEqual([]);
  });

  it('400 for an unknown format or a missing body, 413 for a body over 1 MiB, as when saving', async () => {
    const ws = await h.workspace('w');
    const admin = await h.admin(ws.id);
    const unknown = await t().http().post(validate('w')).set(admin).send({ format: 'svg', body: '<svg/>' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      fields: ['format'],
      detail: expect.stringMatching(/^format: must be one of/),
    });
    const missing = await t().http().post(validate('w')).set(admin).send({ format: 'css' });
    expect(missing.status).toBe(400);
    const noBody = await t().http().post(validate('w')).set(admin);
    expect(noBody.status).toBe(400);
    const big = await t()
      .http()
      .post(validate('w'))
      .set(admin)
      .send({ format: 'css', body: `/* ${'x'.repeat(1024 * 1024)} */` });
    expect(big.status).toBe(413);
  });

  it("the permission of saving: 401 without a credential, 403 for a viewer or another workspace's admin, 404 for an unknown workspace", async () => {
    const ws = await h.workspace('w');
    const other = await h.workspace('other');
    const body = { format: 'sld_1.0.0', body: SLD_10 };
    expect((await t().http().post(validate('w')).send(body)).status).toBe(401);
    const viewer = bearer(await t().token('viewer', ws.id));
    expect((await t().http().post(validate('w')).set(viewer).send(body)).status).toBe(403);
    expect(
      (
        await t()
          .http()
          .post(validate('w'))
          .set(await h.admin(other.id))
          .send(body)
      ).status,
    ).toBe(403);
    const su = bearer(await t().token('super_admin'));
    expect((await t().http().post(validate('nope')).set(su).send(body)).status).toBe(404);
  });

  it('a style named "validate" is still read, updated and deleted under its own path', async () => {
    const ws = await h.workspace('w');
    const admin = await h.admin(ws.id);
    await h.style('w', { name: 'validate', format: 'sld_1.0.0', body: SLD_10 });
    expect(
      (
        await t()
          .http()
          .get(`${h.base('w')}/validate`)
          .set(admin)
      ).body.name,
    ).toBe('validate');
    const put = await t()
      .http()
      .put(`${h.base('w')}/validate`)
      .set(admin)
      .send({ title: 'T' });
    expect(put.status).toBe(200);
    expect(
      (
        await t()
          .http()
          .delete(`${h.base('w')}/validate`)
          .set(admin)
      ).status,
    ).toBe(204);
  });
});

describe('validateStyle (GraphQL)', () => {
  it('answers valid and the diagnostics; the workspace admin may ask, a viewer may not', async () => {
    const ws = await h.workspace('w');
    const admin = await t().token('admin', ws.id);
    const good = await t().gql(VALIDATE, { ws: 'w', input: { format: 'sld_1.0.0', body: SLD_10 } }, admin);
    expect(good.body).toEqual({ data: { validateStyle: { valid: true, diagnostics: [] } } });
    const bad = await t().gql(VALIDATE, { ws: 'w', input: { format: 'mapbox', body: MAPBOX_BAD_JSON } }, admin);
    expect(bad.body.data!.validateStyle).toEqual({
      valid: false,
      diagnostics: [{ line: 5, column: 1, message: expect.stringMatching(/^invalid JSON: Expecting/) }],
    });
    const layer = await t().gql(VALIDATE, { ws: 'w', input: { format: 'mapbox', body: MAPBOX_BAD_LAYER } }, admin);
    expect(layer.body.data!.validateStyle.diagnostics[0]).toEqual({
      line: 6,
      column: null,
      message: expect.stringMatching(/layers\[1\]\.type/),
    });
    const viewer = await t().gql(
      VALIDATE,
      { ws: 'w', input: { format: 'css', body: '* { stroke: red; }' } },
      await t().token('viewer', ws.id),
    );
    expect(viewer.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await h.names(ws.id)).toEqual([]);
  });
});
