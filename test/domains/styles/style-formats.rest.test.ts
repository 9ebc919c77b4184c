import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useTestApp } from '../../support/app';
import * as f from './fixtures';
import { helpers } from './support';

const t = useTestApp();
const h = helpers(t);

/** A valid SLD padded with an XML comment to exactly `bytes` bytes. */
const sldOfSize = (bytes: number) => {
  const pad = bytes - Buffer.byteLength(f.SLD_10) - '<!--  -->'.length;
  return `${f.SLD_10}<!-- ${'x'.repeat(pad)} -->`;
};

describe('POST /api/v1/workspaces/{workspace}/styles: content validation per format', () => {
  it.each([
    ['sld_1.0.0', f.SLD_10, true],
    ['sld_1.1.0', f.SE_11, true],
    ['sld_1.1.0', f.SLD_11_SLD_RULES, true],
    ['se_1.1.0', f.SE_11, true],
    ['mapbox', f.MAPBOX, false],
    ['ysld', f.YSLD, false],
    ['css', f.CSS, false],
  ])('201 for a valid %s style; sld_body only for SLD/SE', async (format, body, sld) => {
    const ws = await h.workspace('w');
    const res = await t()
      .http()
      .post(h.base(ws.id))
      .set(await h.su())
      .send({ name: 's1', format, body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 's1', format, valid: true, body, sld_body: sld ? body : null });
    expect(await h.get(ws.id, 's1')).toEqual(res.body);
  });

  it.each([
    [
      'sld_1.0.0',
      f.SLD_MISMATCHED,
      { line: 5, column: 23 },
      /^body: invalid sld_1\.0\.0 style at line 5, column 23: unexpected close tag$/,
    ],
    [
      'sld_1.0.0',
      f.SLD_NO_RULE,
      { line: 2 },
      /at least one NamedLayer with a UserStyle holding a FeatureTypeStyle with a Rule/,
    ],
    [
      'sld_1.0.0',
      f.NOT_SLD,
      { line: 2 },
      /root element must be StyledLayerDescriptor in namespace http:\/\/www\.opengis\.net\/sld \(found "svg"/,
    ],
    ['sld_1.0.0', '', { line: 1 }, /document must contain a root element/],
    [
      'sld_1.0.0',
      f.SE_11,
      { line: 5 },
      /must declare version="1\.0\.0" for format sld_1\.0\.0 \(found version "1\.1\.0"\)/,
    ],
    [
      'sld_1.1.0',
      f.SLD_10,
      { line: 5 },
      /must declare version="1\.1\.0" for format sld_1\.1\.0 \(found version "1\.0\.0"\)/,
    ],
    [
      'se_1.1.0',
      f.SLD_11_SLD_RULES,
      { line: 10 },
      /FeatureTypeStyle must be in namespace http:\/\/www\.opengis\.net\/se for format se_1\.1\.0/,
    ],
    ['mapbox', f.MAPBOX_BAD_LAYER, { line: 6 }, /layers\[1\]\.type: expected one of \[.*\], "fil" found/],
    [
      'mapbox',
      f.MAPBOX_BAD_JSON,
      // The "}" after the trailing comma, where a property name was expected.
      { line: 5, column: 1 },
      /^body: invalid mapbox style at line 5, column 1: invalid JSON: Expecting/,
    ],
    ['mapbox', '[]', { line: 1 }, /object expected, array found/],
    ['ysld', f.YSLD_BAD_YAML, { line: 5 }, /^body: invalid ysld style at line 5, column \d+: /],
    ['ysld', f.YSLD_NO_RULES, { line: 1, column: 1 }, /needs at least one rule/],
    ['ysld', 'just a string', { line: 1, column: 1 }, /must be a YAML mapping/],
    ['css', f.CSS_UNCLOSED, { line: 5, column: 1 }, /^body: invalid css style at line 5, column 1: Unclosed block$/],
    ['css', 'a { b }', { line: 1, column: 5 }, /Unknown word b/],
    ['css', f.CSS_NO_RULE, { line: 1, column: 1 }, /needs at least one rule/],
  ])(
    '400 for a broken %s style, with diagnostics (line, column); nothing is stored',
    async (format, body, at, detail) => {
      const ws = await h.workspace('w');
      const res = await t()
        .http()
        .post(h.base(ws.id))
        .set(await h.su())
        .send({ name: 'bad', format, body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400, error: 'BAD_REQUEST', fields: ['body'] });
      expect(res.body.detail).toMatch(detail);
      expect(res.body.diagnostics[0]).toMatchObject({ ...at, message: expect.any(String) });
      expect(await h.names(ws.id)).toEqual([]);
    },
  );

  it('reports several XML problems at once', async () => {
    const ws = await h.workspace('w');
    const body =
      '<StyledLayerDescriptor version="1.0.0" xmlns="http://www.opengis.net/sld">\n<a x="1" x="2">&nope;</b>\n';
    const res = await t()
      .http()
      .post(h.base(ws.id))
      .set(await h.su())
      .send({ name: 'bad', format: 'sld_1.0.0', body });
    expect(res.status).toBe(400);
    expect(res.body.diagnostics.length).toBeGreaterThan(1);
    expect(res.body.diagnostics.every((d: { line: number; column: number }) => d.line >= 1 && d.column >= 1)).toBe(
      true,
    );
  });
});

describe('XML safety of SLD/SE bodies', () => {
  let dir: string;
  let secret: string;
  const MARKER = 'MAPGATE-XXE-MARKER-7f3a9c';
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-xxe-'));
    secret = path.join(dir, 'secret.txt');
    fs.writeFileSync(secret, `${MARKER}\n`);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('an XML bomb (billion laughs) is refused with 400 without expanding it', async () => {
    const ws = await h.workspace('w');
    const started = Date.now();
    const res = await t()
      .http()
      .post(h.base(ws.id))
      .set(await h.su())
      .send({ name: 'bomb', format: 'sld_1.0.0', body: f.XML_BOMB });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/DOCTYPE declarations are not allowed/);
    expect(res.body.diagnostics).toEqual([{ line: 13, column: 2, message: expect.stringMatching(/DOCTYPE/) }]);
    expect(JSON.stringify(res.body)).not.toMatch(/lollol/);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await h.names(ws.id)).toEqual([]);
  });

  it.each([
    ['a general external entity', (file: string) => f.xxe(file)],
    ['a parameter entity', (file: string) => f.xxeParameter(file)],
  ])('XXE through %s is refused with 400 and the file is never read', async (_label, make) => {
    const ws = await h.workspace('w');
    for (const format of ['sld_1.0.0', 'sld_1.1.0', 'se_1.1.0']) {
      const res = await t()
        .http()
        .post(h.base(ws.id))
        .set(await h.su())
        .send({ name: 'xxe', format, body: make(secret) });
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(/DOCTYPE declarations are not allowed/);
      expect(JSON.stringify(res.body)).not.toContain(MARKER);
    }
    // Nor through an update of an existing style.
    await h.style(ws.id, { name: 'ok' });
    const put = await t()
      .http()
      .put(`${h.base(ws.id)}/ok`)
      .set(await h.su())
      .send({ sld_body: make(secret) });
    expect(put.status).toBe(400);
    expect(JSON.stringify(put.body)).not.toContain(MARKER);
    const list = await t()
      .http()
      .get(h.base(ws.id))
      .set(await h.su());
    expect(JSON.stringify(list.body)).not.toContain(MARKER);
    expect((await h.get(ws.id, 'ok')).body).toBe(f.SLD_10);
  });

  it('an entity that was never declared is a well-formedness error, not an expansion', async () => {
    const ws = await h.workspace('w');
    const body = f.SLD_10.replace('<Name>highway</Name>', '<Name>&xxe;</Name>');
    const res = await t()
      .http()
      .post(h.base(ws.id))
      .set(await h.su())
      .send({ name: 'u', format: 'sld_1.0.0', body });
    expect(res.status).toBe(400);
    expect(res.body.diagnostics[0]).toMatchObject({ line: 12, message: 'undefined entity' });
  });
});

describe('bodies built to exhaust the validators are refused quickly with 400', () => {
  const deep = 300_000;
  it.each([
    [
      'sld_1.0.0',
      `<StyledLayerDescriptor version="1.0.0" xmlns="http://www.opengis.net/sld">${'<a>'.repeat(deep)}`,
      { line: 1, column: 842 },
      /elements are nested more than 256 levels deep/,
    ],
    [
      'mapbox',
      `{"version": 8, "sources": {}, "layers": [], "metadata": ${'['.repeat(deep)}`,
      { line: 1, column: 184 },
      /JSON is nested more than 128 levels deep/,
    ],
    [
      'ysld',
      `rules:\n- symbolizers: ${'['.repeat(deep)}`,
      { line: 2, column: 144 },
      /YAML is nested more than 128 levels deep/,
    ],
    [
      'ysld',
      `a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
${['b', 'c', 'd', 'e', 'f', 'g', 'h'].map((k, i) => `${k}: &${k} [${`*${'abcdefg'[i]},`.repeat(9)}]`).join('\n')}
rules: [{symbolizers: [*h]}]
`,
      { line: 1, column: 1 },
      /YAML aliases expand too far/,
    ],
  ])('%s: %#', async (format, body, at, detail) => {
    const ws = await h.workspace('w');
    const started = Date.now();
    const res = await t()
      .http()
      .post(h.base(ws.id))
      .set(await h.su())
      .send({ name: 'evil', format, body });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(detail);
    expect(res.body.diagnostics[0]).toMatchObject(at);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('docs/rules.md §3: style bodies over 1 MiB are 413', () => {
  it('413 PAYLOAD_TOO_LARGE for a 1.1 MiB body on create; nothing is stored', async () => {
    const ws = await h.workspace('w');
    const body = sldOfSize(Math.round(1.1 * 1024 * 1024));
    const res = await t()
      .http()
      .post(h.base(ws.id))
      .set(await h.su())
      .send({ name: 'big', format: 'sld_1.0.0', body });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 413, error: 'PAYLOAD_TOO_LARGE', message: 'Payload Too Large' });
    expect(res.body.detail).toMatch(/^body: a style body may be at most 1048576 bytes/);
    expect(await h.names(ws.id)).toEqual([]);
  });

  it('a body of exactly 1 MiB is accepted', async () => {
    const ws = await h.workspace('w');
    const body = sldOfSize(1024 * 1024);
    expect(Buffer.byteLength(body)).toBe(1048576);
    const res = await t()
      .http()
      .post(h.base(ws.id))
      .set(await h.su())
      .send({ name: 'big', format: 'sld_1.0.0', body });
    expect(res.status).toBe(201);
    expect((await h.get(ws.id, 'big')).body).toBe(body);
  });
});
