import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useTestApp } from '../../support/app';
import { CSS, MAPBOX_BAD_LAYER, SLD_10, SLD_MISMATCHED, XML_BOMB, YSLD, YSLD_BAD_YAML, xxe } from './fixtures';
import { helpers } from './support';

const t = useTestApp();
const h = helpers(t);

const FIELDS = 'id workspaceId name title description format valid createdAt updatedAt';
const WITH_BODY = `${FIELDS} body sldBody`;
const LIST = `query($ws: String!) { styles(workspace: $ws) { ${FIELDS} } }`;
const GET = `query($ws: String!, $s: String!) { style(workspace: $ws, style: $s) { ${WITH_BODY} } }`;
const CREATE = `mutation($ws: String!, $input: CreateStyleInput!) { createStyle(workspace: $ws, input: $input) { ${WITH_BODY} } }`;
const UPDATE = `mutation($ws: String!, $s: String!, $input: UpdateStyleInput!) {
  updateStyle(workspace: $ws, style: $s, input: $input) { ${WITH_BODY} } }`;
const DELETE = 'mutation($ws: String!, $s: String!) { deleteStyle(workspace: $ws, style: $s) { deletedId } }';

const su = () => t().token('super_admin');
const err = (body: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) => body.errors?.[0];
const code = (body: Parameters<typeof err>[0]) => err(body)?.extensions?.code;

describe('GraphQL createStyle / style / styles / updateStyle / deleteStyle', () => {
  it('creates, reads back with the body, lists without it, updates and deletes', async () => {
    const ws = await h.workspace('w');
    const admin = await t().token('admin', ws.id);
    const c = await t().gql(
      CREATE,
      { ws: 'w', input: { name: 'roads', format: 'sld_1.0.0', body: SLD_10, title: 'Roads' } },
      admin,
    );
    expect(c.body.errors).toBeUndefined();
    const s = c.body.data!.createStyle;
    expect(s).toMatchObject({
      workspaceId: ws.id,
      name: 'roads',
      title: 'Roads',
      format: 'SLD_1_0_0',
      valid: true,
      body: SLD_10,
      sldBody: SLD_10,
    });
    expect((await t().gql(GET, { ws: ws.id, s: 'roads' }, admin)).body.data!.style).toEqual(s);
    const l = await t().gql(LIST, { ws: ws.id }, admin);
    expect(l.body.data!.styles).toEqual([
      Object.fromEntries(Object.entries(s).filter(([k]) => k !== 'body' && k !== 'sldBody')),
    ]);
    const u = await t().gql(UPDATE, { ws: ws.id, s: 'roads', input: { format: 'css', body: CSS } }, admin);
    expect(u.body.data!.updateStyle).toMatchObject({
      id: s.id,
      format: 'CSS',
      body: CSS,
      sldBody: null,
      title: 'Roads',
    });
    expect((await t().gql(DELETE, { ws: ws.id, s: 'roads' }, admin)).body.data!.deleteStyle).toEqual({
      deletedId: s.id,
    });
    expect(code((await t().gql(GET, { ws: ws.id, s: 'roads' }, admin)).body)).toBe('NOT_FOUND');
  });

  it("UNAUTHENTICATED anonymous; FORBIDDEN for another workspace's admin, on every field", async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    await h.style(a.id);
    const other = await t().token('admin', b.id);
    const input = { name: 'x', format: 'css', body: CSS };
    const calls: [string, Record<string, unknown>][] = [
      [LIST, { ws: a.id }],
      [GET, { ws: a.id, s: 'roads' }],
      [CREATE, { ws: a.id, input }],
      [UPDATE, { ws: a.id, s: 'roads', input: { title: 'x' } }],
      [DELETE, { ws: a.id, s: 'roads' }],
    ];
    for (const [q, v] of calls) {
      expect(code((await t().gql(q, v)).body)).toBe('UNAUTHENTICATED');
      expect(code((await t().gql(q, v, other)).body)).toBe('FORBIDDEN');
    }
    expect(await h.names(a.id)).toEqual(['roads']);
  });

  it('BAD_REQUEST for invalid content, with the diagnostics in extensions.details', async () => {
    const ws = await h.workspace('w');
    const cases: [string, string, Record<string, unknown>][] = [
      ['sld_1.0.0', SLD_MISMATCHED, { line: 5, column: 23, message: 'unexpected close tag' }],
      ['mapbox', MAPBOX_BAD_LAYER, { line: 6 }],
      ['ysld', YSLD_BAD_YAML, { line: 5 }],
      ['css', '* { stroke: red', { line: 1, column: 1, message: 'Unclosed block' }],
    ];
    for (const [format, body, diag] of cases) {
      const r = await t().gql(CREATE, { ws: ws.id, input: { name: 'bad', format, body } }, await su());
      expect(err(r.body)).toMatchObject({
        message: expect.stringMatching(new RegExp(`^body: invalid ${format.replace(/\./g, '\\.')} style`)),
        extensions: {
          code: 'BAD_REQUEST',
          details: { fields: ['body'], diagnostics: [expect.objectContaining(diag)] },
        },
      });
    }
    expect(await h.names(ws.id)).toEqual([]);
  });

  it('PAYLOAD_TOO_LARGE for a 1.1 MiB body; nothing is stored', async () => {
    const ws = await h.workspace('w');
    const body = `${SLD_10}<!-- ${'x'.repeat(1.1 * 1024 * 1024)} -->`;
    const r = await t().gql(CREATE, { ws: ws.id, input: { name: 'big', format: 'sld_1.0.0', body } }, await su());
    expect(code(r.body)).toBe('PAYLOAD_TOO_LARGE');
    await h.style(ws.id);
    const u = await t().gql(UPDATE, { ws: ws.id, s: 'roads', input: { sldBody: body } }, await su());
    expect(code(u.body)).toBe('PAYLOAD_TOO_LARGE');
    expect(await h.names(ws.id)).toEqual(['roads']);
    expect((await h.get(ws.id, 'roads')).body).toBe(SLD_10);
  });

  it('the XML bomb and XXE are BAD_REQUEST; the file is never read', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-xxe-'));
    const marker = 'MAPGATE-GQL-XXE-MARKER-41b2';
    fs.writeFileSync(path.join(dir, 'secret'), marker);
    try {
      const ws = await h.workspace('w');
      for (const body of [XML_BOMB, xxe(path.join(dir, 'secret'))]) {
        const r = await t().gql(CREATE, { ws: ws.id, input: { name: 'evil', format: 'sld_1.0.0', body } }, await su());
        expect(err(r.body)).toMatchObject({
          extensions: { code: 'BAD_REQUEST' },
          message: expect.stringMatching(/DOCTYPE/),
        });
        expect(JSON.stringify(r.body)).not.toContain(marker);
      }
      expect(await h.names(ws.id)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('docs/rules.md §6 (fix): null clears title or description; omitted fields stay', async () => {
    const ws = await h.workspace('w');
    await h.style(ws.id, { title: 'Roads', description: 'Main roads' });
    const r = await t().gql(UPDATE, { ws: ws.id, s: 'roads', input: { title: null } }, await su());
    expect(r.body.data!.updateStyle).toMatchObject({ title: null, description: 'Main roads', body: SLD_10 });
    const r2 = await t().gql(UPDATE, { ws: ws.id, s: 'roads', input: { description: null } }, await su());
    expect(r2.body.data!.updateStyle).toMatchObject({ title: null, description: null });
  });

  it('BAD_REQUEST when body and sldBody disagree, or a format change comes without a body', async () => {
    const ws = await h.workspace('w');
    const before = await h.style(ws.id);
    const other = SLD_10.replace('#FF0000', '#00FF00');
    const r = await t().gql(UPDATE, { ws: ws.id, s: 'roads', input: { body: SLD_10, sldBody: other } }, await su());
    expect(err(r.body)).toMatchObject({
      message: 'body and sldBody must agree when both are sent',
      extensions: { code: 'BAD_REQUEST' },
    });
    const f = await t().gql(UPDATE, { ws: ws.id, s: 'roads', input: { format: 'ysld' } }, await su());
    expect(code(f.body)).toBe('BAD_REQUEST');
    const ok = await t().gql(UPDATE, { ws: ws.id, s: 'roads', input: { format: 'ysld', body: YSLD } }, await su());
    expect(ok.body.data!.updateStyle).toMatchObject({ format: 'YSLD', body: YSLD });
    expect(before.format).toBe('sld_1.0.0');
  });

  it('updateStyle: NOT_FOUND for an unknown style; CONFLICT for a taken name and for a style in use', async () => {
    const ws = await h.workspace('w');
    const s = await h.style(ws.id, { name: 'roads' });
    await h.style(ws.id, { name: 'rivers' });
    expect(
      err((await t().gql(UPDATE, { ws: ws.id, s: 'nope', input: { title: 'x' } }, await su())).body),
    ).toMatchObject({ message: 'style not found', extensions: { code: 'NOT_FOUND' } });
    expect(
      err((await t().gql(UPDATE, { ws: ws.id, s: 'roads', input: { name: 'rivers' } }, await su())).body),
    ).toMatchObject({ message: 'style "rivers" already exists in this workspace', extensions: { code: 'CONFLICT' } });
    await h.groupUsing(ws.id, s.id, 'basemap', 'default');
    const r = await t().gql(UPDATE, { ws: ws.id, s: 'roads', input: { name: 'streets' } }, await su());
    expect(err(r.body)).toMatchObject({
      message: 'style "roads" cannot be renamed: it is used by layer group "basemap" (default style)',
      extensions: { code: 'CONFLICT', details: { layers: [], layerGroups: ['basemap'] } },
    });
    expect(await h.names(ws.id)).toEqual(['rivers', 'roads']);
  });

  it('deleteStyle: CONFLICT while used, naming the users; NOT_FOUND when unknown', async () => {
    const ws = await h.workspace('w');
    const s = await h.style(ws.id);
    await h.layerUsing(ws.id, s.id, 'roads_layer');
    const r = await t().gql(DELETE, { ws: ws.id, s: 'roads' }, await su());
    expect(err(r.body)).toMatchObject({
      message: 'style "roads" cannot be deleted: it is used by layer "roads_layer"',
      extensions: { code: 'CONFLICT', details: { layers: ['roads_layer'], layerGroups: [] } },
    });
    expect(code((await t().gql(DELETE, { ws: ws.id, s: 'nope' }, await su())).body)).toBe('NOT_FOUND');
    expect(await h.names(ws.id)).toEqual(['roads']);
  });

  it('createStyle: CONFLICT for a duplicate name; BAD_REQUEST naming a bad field', async () => {
    const ws = await h.workspace('w');
    await h.style(ws.id);
    const dup = await t().gql(CREATE, { ws: ws.id, input: { name: 'roads', format: 'css', body: CSS } }, await su());
    expect(code(dup.body)).toBe('CONFLICT');
    const bad = await t().gql(CREATE, { ws: ws.id, input: { name: 'roads', format: 'sld', body: CSS } }, await su());
    expect(err(bad.body)).toMatchObject({
      message: expect.stringMatching(/^format: must be one of/),
      extensions: { code: 'BAD_REQUEST' },
    });
  });
});
