import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { useTestApp } from '../../support/app';
import * as f from './fixtures';
import { helpers } from './support';

const roots = f.tempRoots();
const t = useTestApp({ MAPGATE_ALLOWED_PATHS: roots.allowed });
const h = helpers(t);
const newTest = (ws: string) => `/api/v1/workspaces/${ws}/services/test-connection`;
const existingTest = (ws: string, s: string) => `/api/v1/workspaces/${ws}/services/${s}/test-connection`;
afterAll(() => fs.rmSync(roots.base, { recursive: true, force: true }));

const file = (name: string, content: Buffer | string) => f.write(roots.allowed, name, content);
async function probe(type: string, p: string) {
  const res = await t()
    .http()
    .post(newTest('w'))
    .set(await h.su())
    .send({ type, connection_info: { path: p } });
  expect(res.status).toBe(200);
  return res.body as { ok: boolean; duration_ms: number; message?: string; details?: Record<string, unknown> };
}

describe('POST /api/v1/workspaces/{workspace}/services/test-connection (files)', () => {
  beforeEach(async () => {
    await h.workspace('w');
  });

  it.each([
    ['geoparquet', 'a.parquet', f.parquet, { format: 'parquet', footer_bytes: 20 }],
    ['vectorfile', 'a.geojson', f.geojson, { format: 'geojson', geojson_type: 'FeatureCollection' }],
    ['vectorfile', 'a.shp', f.shapefile, { format: 'shapefile', shape_type: 'Polygon', bbox: [5.9, 47.3, 15, 55.1] }],
    [
      'vectorfile',
      'a.gpkg',
      () => f.sqliteHeader(true),
      { format: 'geopackage', application_id: 'GPKG', geopackage_version: '1.2.0' },
    ],
    [
      'rasterfile',
      'a.tif',
      () => f.tiff(true),
      { format: 'geotiff', width: 1, height: 1, big_tiff: false, geo_keys: 1, epsg: 4326 },
    ],
    ['rasterfile', 'big.tif', f.bigTiff, { format: 'geotiff', big_tiff: true, geo_keys: 1, epsg: 3857 }],
    ['duckdb', 'a.duckdb', f.duckdb, { format: 'duckdb', storage_version: 64 }],
  ])('%s: recognises %s from its content', async (type, name, make, details) => {
    const content = make();
    // The name says nothing: the content decides.
    const res = await probe(type, file(`no-extension-${name.replace(/\./g, '-')}`, content));
    expect(res).toEqual({
      ok: true,
      duration_ms: expect.any(Number),
      message: null,
      details: { size_bytes: content.length, ...details },
    });
  });

  it('GeoJSON whose "type" comes after megabytes of features is still recognised (streamed)', async () => {
    const content = f.geojsonTypeLast(40000);
    expect(content.length).toBeGreaterThan(4 * 1024 * 1024);
    const res = await probe('vectorfile', file('late.json', content));
    expect(res).toMatchObject({ ok: true, details: { format: 'geojson', geojson_type: 'FeatureCollection' } });
  });

  it.each([
    [
      'vectorfile',
      'sqlite.db',
      () => f.sqliteHeader(false),
      /^found sqlite; a vectorfile service needs geopackage or geojson or shapefile$/,
    ],
    [
      'rasterfile',
      'plain.tif',
      () => f.tiff(false),
      /^found tiff \(TIFF without GeoTIFF keys \(no GeoKeyDirectory tag 34735\)\); a rasterfile service needs geotiff or geopackage$/,
    ],
    ['geoparquet', 'a.geojson', f.geojson, /^found geojson; a geoparquet service needs parquet$/],
    [
      'vectorfile',
      'other.json',
      () => Buffer.from('{"type":"Topology","objects":{}}'),
      /^found json \(JSON "type" "Topology" is not a GeoJSON type\)/,
    ],
    [
      'vectorfile',
      'typeless.json',
      () => Buffer.from('{"features": []}'),
      /^found json \(JSON object without a "type" member at the top level\)/,
    ],
    ['vectorfile', 'garbage.json', () => Buffer.from('{"a": nope}'), /^found json \(not valid JSON/],
    ['vectorfile', 'text.txt', () => Buffer.from('hello'), /^found no recognised format; a vectorfile service needs/],
    [
      'geoparquet',
      'cut.parquet',
      () => f.parquet().subarray(0, 20),
      /Parquet header without the closing "PAR1" footer/,
    ],
    ['vectorfile', 'bad.shp', () => f.shapefile().subarray(0, 60), /^Shapefile header is shorter than 100 bytes$/],
  ])('%s: ok=false for %s, saying what was found', async (type, name, make, message) => {
    const res = await probe(type, file(name, make()));
    expect(res.ok).toBe(false);
    expect(res.message).toMatch(message);
  });

  it('ok=false for a missing file, a directory and a FIFO (which is never opened for a blocking read)', async () => {
    expect(await probe('geoparquet', path.join(roots.allowed, 'missing.parquet'))).toMatchObject({
      ok: false,
      message: 'file not found',
    });
    fs.mkdirSync(path.join(roots.allowed, 'dir'), { recursive: true });
    expect(await probe('geoparquet', path.join(roots.allowed, 'dir'))).toMatchObject({
      ok: false,
      message: 'is a directory, not a file',
    });
    const fifo = path.join(roots.allowed, 'fifo');
    if (!fs.existsSync(fifo)) execFileSync('mkfifo', [fifo]);
    expect(await probe('geoparquet', fifo)).toMatchObject({ ok: false, message: 'is not a regular file' });
  });

  it('400 for "..", an absolute path outside and a symlink pointing outside', async () => {
    const secret = f.write(roots.outside, 'secret.parquet', f.parquet());
    const link = path.join(roots.allowed, 'escape.parquet');
    if (!fs.existsSync(link)) fs.symlinkSync(secret, link);
    for (const p of [`${roots.allowed}/../outside/secret.parquet`, secret, link]) {
      const res = await t()
        .http()
        .post(newTest('w'))
        .set(await h.su())
        .send({ type: 'geoparquet', connection_info: { path: p } });
      expect([p, res.status, res.body.error]).toEqual([p, 400, 'BAD_REQUEST']);
      expect(res.body.detail).toMatch(
        /^connection_info\.path: (must be under one of the allowed paths|resolves \(through a symbolic link\) outside)/,
      );
    }
  });

  it('400 without a type (a new connection needs one), 400 for a bad connection_info', async () => {
    const none = await t()
      .http()
      .post(newTest('w'))
      .set(await h.su())
      .send({ connection_info: { path: file('x.parquet', f.parquet()) } });
    expect([none.status, none.body.detail]).toEqual([400, 'type: is required']);
    const bad = await t()
      .http()
      .post(newTest('w'))
      .set(await h.su())
      .send({ type: 'geoparquet', connection_info: { path: 5 } });
    expect([bad.status, bad.body.detail]).toEqual([400, 'connection_info.path: must be a string']);
    expect(
      (
        await t()
          .http()
          .post(newTest('w'))
          .set(await h.su())
      ).status,
    ).toBe(400);
  });

  it('401 anonymous, 403 for the admin of another workspace', async () => {
    const other = await h.workspace('other');
    const body = { type: 'geoparquet', connection_info: { path: file('x.parquet', f.parquet()) } };
    expect((await t().http().post(newTest('w')).send(body)).status).toBe(401);
    expect(
      (
        await t()
          .http()
          .post(newTest('w'))
          .set(await h.admin(other.id))
          .send(body)
      ).status,
    ).toBe(403);
  });
});

describe('POST /api/v1/workspaces/{workspace}/services/{service}/test-connection (files)', () => {
  beforeEach(async () => {
    await h.workspace('w');
  });

  it('tests the saved file; a sent path overrides it for this test only', async () => {
    const saved = await h.service('w', {
      name: 'f',
      type: 'geoparquet',
      connection_info: { path: file('s.parquet', f.parquet()) },
    });
    const res = await t()
      .http()
      .post(existingTest('w', 'f'))
      .set(await h.su())
      .send({});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, details: { format: 'parquet' } });
    const over = await t()
      .http()
      .post(existingTest('w', saved.id))
      .set(await h.su())
      .send({ connection_info: { path: file('s.geojson', f.geojson()) } });
    expect(over.body).toMatchObject({ ok: false, details: { format: 'geojson' } });
    const changedType = await t()
      .http()
      .post(existingTest('w', saved.id))
      .set(await h.su())
      .send({ type: 'vectorfile', connection_info: { path: path.join(roots.allowed, 's.geojson') } });
    expect(changedType.body).toMatchObject({ ok: true, details: { format: 'geojson' } });
    expect(
      (
        await t()
          .http()
          .get(`/api/v1/workspaces/w/services/f`)
          .set(await h.su())
      ).body,
    ).toEqual(saved);
  });

  it('a workspace admin may test their own service', async () => {
    const ws = await t()
      .http()
      .get('/api/v1/workspaces/w')
      .set(await h.su());
    await h.service('w', { name: 'f', type: 'duckdb', connection_info: { path: file('d.duckdb', f.duckdb()) } });
    const res = await t()
      .http()
      .post(existingTest('w', 'f'))
      .set(await h.admin(ws.body.id))
      .send({});
    expect(res.body).toMatchObject({ ok: true, details: { format: 'duckdb' } });
  });

  it('404 for an unknown service, 400 for an override outside the allowed paths', async () => {
    expect(
      (
        await t()
          .http()
          .post(existingTest('w', 'nope'))
          .set(await h.su())
          .send({})
      ).status,
    ).toBe(404);
    await h.service('w', { name: 'f', type: 'geoparquet', connection_info: { path: file('s.parquet', f.parquet()) } });
    const res = await t()
      .http()
      .post(existingTest('w', 'f'))
      .set(await h.su())
      .send({ connection_info: { path: '/etc/passwd' } });
    expect(res.status).toBe(400);
  });

  it('401 anonymous, 403 for the admin of another workspace', async () => {
    const other = await h.workspace('other');
    await h.service('w', { name: 'f', type: 'geoparquet', connection_info: { path: file('s.parquet', f.parquet()) } });
    expect((await t().http().post(existingTest('w', 'f')).send({})).status).toBe(401);
    expect(
      (
        await t()
          .http()
          .post(existingTest('w', 'f'))
          .set(await h.admin(other.id))
          .send({})
      ).status,
    ).toBe(403);
  });
});
