import { loadSecretBox } from '../../src/db/secret-box';
import type { Page } from 'playwright-core';
import { useTestApp } from '../support/app';
import { helpers } from '../domains/layer-groups/support';
import { createFixture, randomSchema, type PostgisFixture } from '../support/postgis-fixture';
import { browserSuite, shot, signIn, until, useBrowser } from './browser';

/**
 * From a PostGIS table to a map in Chromium, against the real app and the machine's PostGIS (the
 * `mapgate_postgis_test` database that .ci/run prepares): a PostGIS service created with its connection
 * test and edited without typing the password again; its tables listed and one published as a layer in two
 * clicks; the layer's preview map drawing its vector tiles from the OGC API (with its MapLibre style), a
 * feature's attributes on click; a layer group's preview. The fixture's tables (test/support/postgis-fixture.ts)
 * live in a schema of this file's own, dropped at the end.
 */
let fixture: PostgisFixture | null = null;
const SCHEMA = randomSchema('console_map');
beforeAll(async () => {
  fixture = await createFixture(SCHEMA);
});
afterAll(async () => {
  await fixture?.drop();
});

/** Without PostGIS these tests fail, never skip: CI has it (.ci/run). */
const NO_POSTGIS = 'these tests need PostgreSQL with PostGIS (see test/domains/services/pg-servers.ts)';

/** What the tests use of the preview's MapLibre map (maplibre-gl's own types need the DOM's). */
interface PreviewMap {
  loaded(): boolean;
  once(event: 'idle', f: () => void): void;
  triggerRepaint(): void;
  getCanvas(): { getBoundingClientRect(): { left: number; top: number } };
  queryRenderedFeatures(): {
    sourceLayer?: string;
    id?: string | number;
    geometry: unknown;
    properties: Record<string, unknown>;
  }[];
  project(c: [number, number]): { x: number; y: number };
  getZoom(): number;
  jumpTo(o: { zoom: number }): void;
  getStyle(): { layers: { id: string; type: string; paint?: Record<string, unknown> }[] };
}
/** The page's globals the tests read: the preview map (docs/console.md) and the address. */
type PreviewWindow = { __mapgatePreview?: PreviewMap; location: { pathname: string } };

/** Zooms the preview in by `by` levels around its center, at once (no animation). */
async function zoomIn(page: Page, by: number): Promise<void> {
  await page.evaluate((n) => {
    const map = (globalThis as unknown as PreviewWindow).__mapgatePreview!;
    map.jumpTo({ zoom: map.getZoom() + n });
  }, by);
}

/** A preview draws on the software renderer (no GPU), on a machine the test shares: allowed more time. */
const PREVIEW_MS = 150_000;

interface Drawn {
  layer: string;
  id?: string | number;
  type: string;
  properties: Record<string, unknown>;
  /** Where the feature's first coordinate is on the page, for a click. */
  at: { x: number; y: number };
}

/**
 * What the preview map drew, asked of the map itself (`(globalThis as unknown as PreviewWindow).__mapgatePreview`) once it is idle: its
 * rendered features, with the page position of each one's first coordinate.
 */
async function drawn(page: Page): Promise<Drawn[]> {
  await page.waitForFunction(() => (globalThis as unknown as PreviewWindow).__mapgatePreview !== undefined);
  return page.evaluate(
    () =>
      new Promise<Drawn[]>((resolve) => {
        const map = (globalThis as unknown as PreviewWindow).__mapgatePreview!;
        map.once('idle', () => {
          const box = map.getCanvas().getBoundingClientRect();
          resolve(
            map.queryRenderedFeatures().map((f) => {
              const g = f.geometry as { type: string; coordinates: unknown };
              let c = g.coordinates;
              while (Array.isArray(c) && Array.isArray(c[0])) c = c[0];
              const p = map.project(c as [number, number]);
              return {
                layer: f.sourceLayer ?? '',
                id: f.id,
                type: g.type,
                properties: f.properties,
                at: { x: box.left + p.x, y: box.top + p.y },
              };
            }),
          );
        });
        map.triggerRepaint();
      }),
  );
}

browserSuite('from a PostGIS table to a map, in Chromium', () => {
  const t = useTestApp();
  const h = helpers(t);
  const { open } = useBrowser(t);

  it('a PostGIS service: the connection form and its test, then edited without typing the password again', async () => {
    if (!fixture) throw new Error(NO_POSTGIS);
    const postgis = fixture.connectionInfo;
    await h.workspace('geo');
    const { page, close } = await open('#/workspaces/geo/services');
    await signIn(page, await t().token('super_admin'));
    await page.getByText('No services yet.').waitFor();
    const form = page.getByRole('form', { name: 'New PostGIS service' });
    await form.getByLabel('Service name').fill('pg');
    await form.getByLabel('Host').fill(postgis.host);
    await form.getByLabel('Port').fill(String(postgis.port));
    await form.getByLabel('Database').fill('no_such_database');
    await form.getByLabel('User').fill(postgis.user);
    await form.getByLabel('Password').fill('kept-secret');
    await form.getByLabel('SSL mode').selectOption('disable');
    await form.getByLabel('Schemas').fill(SCHEMA);

    // The test tries the form's values without saving anything: first a database that is not there.
    const tested = form.getByRole('status', { name: 'Connection test of the new service' });
    await form.getByRole('button', { name: 'Test connection of the new service' }).click();
    await tested.getByText('Failed: ').waitFor();
    expect(await tested.textContent()).toContain('no_such_database');
    await form.getByLabel('Database').fill(postgis.database);
    await form.getByRole('button', { name: 'Test connection of the new service' }).click();
    await tested.getByText(/^\s*Connected \(\d+ ms\)/).waitFor();
    expect(await tested.textContent()).toMatch(/postgis_version\s*3\./);
    const none = await t()
      .http()
      .get('/api/v1/workspaces/geo/services')
      .set(await h.su());
    expect(none.body.services).toEqual([]);
    await shot(page, 'console-postgis-service');

    // Created: the page moves to the service, which lists its tables.
    await form.getByRole('button', { name: 'Create service' }).click();
    await page.getByRole('heading', { name: 'Service pg' }).waitFor();
    expect(await page.evaluate(() => (globalThis as unknown as PreviewWindow).location.pathname)).toBe(
      '/console/workspaces/geo/services/pg',
    );
    await page.getByText('password saved').waitFor();
    const saved = await t()
      .http()
      .get('/api/v1/workspaces/geo/services/pg')
      .set(await h.su());
    expect(saved.body.connection_info).toEqual({
      host: postgis.host,
      port: postgis.port,
      database: postgis.database,
      user: postgis.user,
      sslmode: 'disable',
      schemas: [SCHEMA],
      password_configured: true,
    });

    // Edited: another schema, the password field left empty; the saved password stays.
    await page.getByRole('button', { name: 'Edit connection' }).click();
    const edit = page.getByRole('form', { name: 'Edit connection of pg' });
    expect(await edit.getByLabel('Password').inputValue()).toBe('');
    expect(await edit.getByLabel('Password').getAttribute('placeholder')).toBe('saved: empty keeps it');
    await edit.getByLabel('Schemas').fill(`${SCHEMA}, public`);
    await edit.getByRole('button', { name: 'Test these settings of the edited pg' }).click();
    await edit
      .getByRole('status', { name: 'Connection test of the edited pg' })
      .getByText(/Connected/)
      .waitFor();
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`schemas ${SCHEMA}, public; password saved`).waitFor();
    const edited = await t()
      .http()
      .get('/api/v1/workspaces/geo/services/pg')
      .set(await h.su());
    expect(edited.headers.etag).toBe('"2"');
    expect(edited.body.connection_info).toMatchObject({ schemas: [SCHEMA, 'public'], password_configured: true });
    // Sealed at rest (docs/security.md, "Secrets at rest"): opened with the instance's key, it is the one typed first.
    const stored = await t().db.prisma.service.findFirstOrThrow({ where: { name: 'pg' } });
    const sealed = (stored.connectionInfo as { password_sealed?: string }).password_sealed;
    expect(sealed).toBeDefined();
    expect(loadSecretBox(t().config).open(sealed!)).toBe('kept-secret');

    // A new host without the password again is refused, in the server's words, and nothing changes.
    await page.getByRole('button', { name: 'Edit connection' }).click();
    const again = page.getByRole('form', { name: 'Edit connection of pg' });
    await again.getByLabel('Host').fill('localhost');
    await again.getByRole('button', { name: 'Save' }).click();
    await again.getByRole('alert').getByText('connection_info.password: must be sent again').waitFor();
    await until('nothing changed', async () => {
      const now = await t()
        .http()
        .get('/api/v1/workspaces/geo/services/pg')
        .set(await h.su());
      return now.headers.etag === '"2"' && now.body.connection_info.host === postgis.host;
    });
    await close();
  });

  /** The fixture's service (through the API) and the workspace's OGC API Tiles and Features switched on. */
  async function serviceWithOgc(workspace: string) {
    await h.workspace(workspace);
    const made = await t()
      .http()
      .post(`/api/v1/workspaces/${workspace}/services`)
      .set(await h.su())
      .send({ name: 'pg', type: 'postgis', connection_info: fixture!.connectionInfo });
    expect(made.status).toBe(201);
    expect((await h.putTiles(workspace, { enabled: true })).status).toBe(200);
    const features = await t()
      .http()
      .put(`/api/v1/workspaces/${workspace}/settings/ogcapi`)
      .set(await h.su())
      .send({ enabled: true });
    expect(features.status).toBe(200);
  }

  it(
    'tables listed, one published in two clicks, and its preview draws the features; a click shows one’s attributes',
    async () => {
      if (!fixture) throw new Error(NO_POSTGIS);
      await serviceWithOgc('geo');
      const { page, outside, close } = await open('#/workspaces/geo/services/pg');
      await signIn(page, await t().token('super_admin'));
      const tables = page.getByRole('table', { name: 'tables of pg' });
      const points = tables
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: `${SCHEMA}.points`, exact: true }) });
      await points.waitFor();
      expect((await points.getByRole('cell').allTextContents()).slice(0, 5)).toEqual([
        `${SCHEMA}.points`,
        'POINT',
        '4326',
        '3000',
        '—',
      ]);
      const names = await tables.locator('tbody tr td:first-child').allTextContents();
      expect(names).toEqual(expect.arrayContaining([`${SCHEMA}.lines`, `${SCHEMA}.polygons`]));

      // Two clicks: Publish, then Create with the name suggested from the table's.
      await page.getByRole('button', { name: `Publish ${SCHEMA}.points`, exact: true }).click();
      const form = page.getByRole('form', { name: `Publish ${SCHEMA}.points as a layer` });
      expect(await form.getByLabel('Layer name').inputValue()).toBe('points');
      await form.getByRole('button', { name: 'Create' }).click();
      await page.getByRole('status').filter({ hasText: 'Layer points created.' }).waitFor();
      await points.getByRole('link', { name: 'Preview layer points' }).waitFor();
      const layer = await t().gql(
        `{ layer(workspace: "geo", service: "pg", layer: "points") { table geometryColumn idColumn srid } }`,
        {},
        await t().token('super_admin'),
      );
      expect(layer.body.data?.layer).toEqual({
        table: `${SCHEMA}.points`,
        geometryColumn: 'geom',
        idColumn: 'id',
        srid: 4326,
      });
      await shot(page, 'console-publish');

      // The preview: the layer's vector tiles from the OGC API, fitted to its bounds.
      await page.getByRole('link', { name: 'Preview points' }).click();
      await page.getByRole('heading', { name: 'Preview: Layer points' }).waitFor();
      await page
        .getByRole('status', { name: 'preview state' })
        .getByText(/^\d+ features drawn in view/)
        .waitFor();
      const features = await drawn(page);
      expect(features.length).toBeGreaterThan(100);
      expect(new Set(features.map((f) => f.layer))).toEqual(new Set(['points']));
      expect(features[0].properties).toEqual(
        expect.objectContaining({ name: expect.stringMatching(/^point \d+$/), category: expect.any(String) }),
      );
      // Fitted: the features drawn fill the map's width or its height (the other as their shape has it).
      const box = (await page.getByRole('region', { name: 'Map of Layer points' }).boundingBox())!;
      const spread = (v: number[]) => Math.max(...v) - Math.min(...v);
      const filled = Math.max(
        spread(features.map((f) => f.at.x)) / box.width,
        spread(features.map((f) => f.at.y)) / box.height,
      );
      expect(filled).toBeGreaterThan(0.7);
      expect(filled).toBeLessThan(1);

      // A click on a feature shows its attributes: the one nearest the middle, two levels closer.
      await zoomIn(page, 2);
      const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const near = (f: Drawn) => Math.hypot(f.at.x - middle.x, f.at.y - middle.y);
      const one = (await drawn(page)).sort((a, b) => near(a) - near(b))[0];
      await page.mouse.click(one.at.x, one.at.y);
      const attributes = page.getByRole('complementary', { name: 'feature attributes' });
      await attributes.getByRole('heading', { name: /^points #\d+$/ }).waitFor();
      const clicked = Number(/#(\d+)/.exec((await attributes.getByRole('heading').textContent()) ?? '')![1]);
      expect(await attributes.getByRole('row', { name: /^name / }).textContent()).toBe(`namepoint ${clicked}`);
      expect(await attributes.getByRole('link', { name: 'This feature as GeoJSON' }).getAttribute('href')).toBe(
        `/ogc/geo/collections/points/items/${clicked}`,
      );
      await shot(page, 'console-preview');
      expect(outside).toEqual([]);
      await close();
    },
    PREVIEW_MS,
  );

  it(
    'the preview draws with the layer’s MapLibre style, and a layer group with one vector layer per member',
    async () => {
      if (!fixture) throw new Error(NO_POSTGIS);
      await serviceWithOgc('geo');
      const su = await t().token('super_admin');
      const style = {
        version: 8,
        glyphs: 'https://fonts.example.org/{fontstack}/{range}.pbf',
        sources: { any: { type: 'vector', tiles: ['https://tiles.example.org/{z}/{x}/{y}.pbf'] } },
        layers: [
          {
            id: 'dots',
            type: 'circle',
            source: 'any',
            'source-layer': 'points',
            paint: { 'circle-color': '#dc2626', 'circle-radius': 3 },
          },
          {
            id: 'names',
            type: 'symbol',
            source: 'any',
            'source-layer': 'points',
            layout: { 'text-field': ['get', 'name'] },
          },
        ],
      };
      const made = await t()
        .http()
        .post('/api/v1/workspaces/geo/styles')
        .set(await h.su())
        .send({ name: 'red-dots', format: 'mapbox', body: JSON.stringify(style) });
      expect(made.status).toBe(201);
      for (const [name, table, styleName] of [
        ['points', 'points', 'red-dots'],
        ['squares', 'polygons', null],
      ] as const) {
        const res = await t().gql(
          `mutation($input: CreateLayerInput!) { createLayer(workspace: "geo", service: "pg", input: $input) { name } }`,
          { input: { name, table: `${SCHEMA}.${table}`, geometryColumn: 'geom', defaultStyle: styleName } },
          su,
        );
        expect(res.body.errors).toBeUndefined();
      }
      await h.group('geo', { public_id: 'overview', members: [{ resource: 'squares' }, { resource: 'points' }] });

      const { page, outside, close } = await open('#/workspaces/geo/preview/layer/points');
      await signIn(page, su);
      await page
        .getByRole('status', { name: 'preview state' })
        .getByText(/features drawn in view/)
        .waitFor();
      // The style's circle layer, on the preview's source; its labels are left out, and the page says so.
      const layers = await page.evaluate(() =>
        (globalThis as unknown as PreviewWindow).__mapgatePreview!.getStyle().layers.map((l) => ({
          id: l.id,
          type: l.type,
          color: l.type === 'circle' ? l.paint?.['circle-color'] : undefined,
        })),
      );
      expect(layers).toEqual([
        { id: 'background', type: 'background' },
        { id: 'points/dots', type: 'circle', color: '#dc2626' },
      ]);
      expect(await page.getByRole('list', { name: 'style notes' }).textContent()).toContain(
        'style red-dots: 1 layer of points not drawn',
      );
      expect((await drawn(page)).length).toBeGreaterThan(100);

      // The group: its members bottom to top, squares with the plain default (it has no style).
      await page.goto(page.url().replace(/\/console\/.*$/, '/console/workspaces/geo/layer-groups'));
      await page.getByRole('link', { name: 'Preview layer group overview' }).click();
      await page.getByRole('heading', { name: 'Preview: Layer group overview' }).waitFor();
      await page
        .getByRole('status', { name: 'preview state' })
        .getByText(/features drawn in view/)
        .waitFor();
      const inGroup = await drawn(page);
      expect(new Set(inGroup.map((f) => f.layer))).toEqual(new Set(['squares', 'points']));
      await zoomIn(page, 2);
      expect(new Set((await drawn(page)).map((f) => f.layer))).toEqual(new Set(['squares', 'points']));
      const order = await page.evaluate(() =>
        (globalThis as unknown as PreviewWindow).__mapgatePreview!.getStyle().layers.map((l) => l.id),
      );
      expect(order.indexOf('squares/fill')).toBeGreaterThan(0);
      expect(order.indexOf('points/dots')).toBeGreaterThan(order.indexOf('squares/fill'));
      await shot(page, 'console-preview-group');

      // On a narrow window: the service's tables with a publish form open, and a preview with a feature's
      // attributes, every control labelled and nothing wider than the window.
      await page.setViewportSize({ width: 390, height: 800 });
      const unlabelled = `[...document.querySelectorAll('input, select, textarea, button')]
      .filter((el) => !(el.labels && el.labels.length) && !el.getAttribute('aria-label') && !el.getAttribute('aria-labelledby') && !(el.tagName === 'BUTTON' && el.textContent.trim()))
      .map((el) => el.tagName.toLowerCase() + '#' + el.id)`;
      const overflow = 'document.documentElement.scrollWidth - window.innerWidth';
      await page.goto(page.url().replace(/\/console\/.*$/, '/console/workspaces/geo/services/pg'));
      await page.getByRole('button', { name: `Publish ${SCHEMA}.lines` }).click();
      await page.getByRole('form', { name: `Publish ${SCHEMA}.lines as a layer` }).waitFor();
      await page.getByRole('button', { name: 'Edit connection' }).click();
      expect(await page.evaluate<string[]>(unlabelled)).toEqual([]);
      expect(await page.evaluate<number>(overflow)).toBe(0);
      await page.goto(page.url().replace(/\/console\/.*$/, '/console/workspaces/geo/preview/layer/points'));
      const map = (await page.getByRole('region', { name: 'Map of Layer points' }).boundingBox())!;
      const centre = { x: map.x + map.width / 2, y: map.y + map.height / 2 };
      const point = (await drawn(page)).sort(
        (a, b) => Math.hypot(a.at.x - centre.x, a.at.y - centre.y) - Math.hypot(b.at.x - centre.x, b.at.y - centre.y),
      )[0];
      await page.mouse.click(point.at.x, point.at.y);
      await page.getByRole('complementary', { name: 'feature attributes' }).waitFor();
      expect(await page.evaluate<string[]>(unlabelled)).toEqual([]);
      expect(await page.evaluate<number>(overflow)).toBe(0);
      expect(outside).toEqual([]);
      await close();
    },
    PREVIEW_MS,
  );

  it(
    'a layer whose default style is an SLD is drawn with the SLD’s colour; the style editor draws it on the layer’s tiles',
    async () => {
      if (!fixture) throw new Error(NO_POSTGIS);
      await serviceWithOgc('geo');
      const su = await t().token('super_admin');
      const sld = (fill: string) => `<?xml version="1.0" encoding="UTF-8"?>
<StyledLayerDescriptor version="1.0.0" xmlns="http://www.opengis.net/sld" xmlns:ogc="http://www.opengis.net/ogc">
  <NamedLayer><Name>squares</Name><UserStyle><FeatureTypeStyle>
    <Rule>
      <Name>squares</Name>
      <PolygonSymbolizer><Fill><CssParameter name="fill">${fill}</CssParameter></Fill></PolygonSymbolizer>
    </Rule>
  </FeatureTypeStyle></UserStyle></NamedLayer>
</StyledLayerDescriptor>
`;
      const made = await t()
        .http()
        .post('/api/v1/workspaces/geo/styles')
        .set(await h.su())
        .send({ name: 'green-squares', format: 'sld_1.0.0', body: sld('#16a34a') });
      expect(made.status).toBe(201);
      const res = await t().gql(
        `mutation($input: CreateLayerInput!) { createLayer(workspace: "geo", service: "pg", input: $input) { name } }`,
        {
          input: {
            name: 'squares',
            table: `${SCHEMA}.polygons`,
            geometryColumn: 'geom',
            defaultStyle: 'green-squares',
          },
        },
        su,
      );
      expect(res.body.errors).toBeUndefined();

      /** The fill colours of the real squares drawn on a map (its rendered features from the `squares` tiles). */
      const fills = (which: '__mapgatePreview' | '__mapgateStylePreview') =>
        page.evaluate((key) => {
          type F = { sourceLayer?: string; layer: { type: string; paint?: Record<string, unknown> } };
          const map = (globalThis as unknown as Record<string, PreviewMap | undefined>)[key];
          if (!map || !map.loaded()) return { count: 0, colours: [] as string[] };
          const found = (map.queryRenderedFeatures() as unknown as F[]).filter(
            (f) => f.sourceLayer === 'squares' && f.layer.type === 'fill',
          );
          const hex = (v: number) =>
            Math.round(v * 255)
              .toString(16)
              .padStart(2, '0');
          const colour = (c: unknown) => {
            const x = c as { r: number; g: number; b: number } | string | undefined;
            return !x || typeof x === 'string' ? String(x) : `#${hex(x.r)}${hex(x.g)}${hex(x.b)}`;
          };
          return {
            count: found.length,
            colours: [...new Set(found.map((f) => colour(f.layer.paint?.['fill-color'])))],
          };
        }, which);

      // The layer preview: the SLD converted in the browser, drawn on the layer's own vector tiles.
      const { page, outside, close } = await open('#/workspaces/geo/preview/layer/squares');
      await signIn(page, su);
      await page
        .getByRole('status', { name: 'preview state' })
        .getByText(/^\d+ features drawn in view/)
        .waitFor();
      await until(
        'the squares are drawn green',
        async () => {
          const got = await fills('__mapgatePreview');
          return got.count > 100 && got.colours.join() === '#16a34a';
        },
        60_000,
      );
      const ids = await page.evaluate(() =>
        (globalThis as unknown as PreviewWindow).__mapgatePreview!.getStyle().layers.map((l) => l.id),
      );
      expect(ids[0]).toBe('background');
      expect(ids).not.toContain('squares/fill'); // not the plain default
      expect(await page.getByRole('list', { name: 'style notes' }).count()).toBe(0);
      await shot(page, 'console-preview-sld');

      // The style editor: its preview switched from the sample to the layer that uses the style, then
      // recoloured as the body is edited (not saved): the real squares turn orange.
      await page.goto(new URL('/console/workspaces/geo/styles', page.url()).href);
      await page.getByRole('button', { name: 'Edit style green-squares' }).click();
      const on = page.getByLabel('Draw on');
      await on.selectOption({ label: 'layer squares (its tiles)' });
      await until(
        'the editor draws the real squares green',
        async () => {
          const got = await fills('__mapgateStylePreview');
          return got.count > 100 && got.colours.join() === '#16a34a';
        },
        60_000,
      );
      await page.getByLabel('Body', { exact: true }).fill(sld('#ea580c'));
      await until(
        'the editor draws the real squares orange',
        async () => {
          const got = await fills('__mapgateStylePreview');
          return got.count > 100 && got.colours.join() === '#ea580c';
        },
        60_000,
      );
      // Back to the sample features: no square is drawn.
      await on.selectOption({ label: 'sample features' });
      await until('the sample is drawn again', async () => (await fills('__mapgateStylePreview')).count === 0, 30_000);
      expect(outside).toEqual([]);
      await close();
    },
    PREVIEW_MS,
  );
});
