import type { Page } from 'playwright-core';
import { useTestApp } from '../support/app';
import { bearer, createWorkspace } from '../support/identity';
import { browserSuite, shot, signIn, until, useBrowser } from './browser';

/**
 * The style editor's Validate button, templates and preview (issue 33 item 5), in Chromium against the
 * real app: the body (SLD, or YSLD through the console's own reader) is converted to MapLibre in the browser
 * (GeoStyler) and drawn on sample features.
 */
const sld = (fill: string, featureTypeStyle = 'FeatureTypeStyle') => `<?xml version="1.0" encoding="UTF-8"?>
<StyledLayerDescriptor version="1.0.0" xmlns="http://www.opengis.net/sld">
  <NamedLayer>
    <Name>area</Name>
    <UserStyle>
      <${featureTypeStyle}>
        <Rule>
          <Name>land</Name>
          <PolygonSymbolizer>
            <Fill><CssParameter name="fill">${fill}</CssParameter></Fill>
          </PolygonSymbolizer>
        </Rule>
      </${featureTypeStyle}>
    </UserStyle>
  </NamedLayer>
</StyledLayerDescriptor>
`;

/** A YSLD style whose only rule fills polygons in `fill` (GeoServer's YSLD; converted by console/src/map/ysld.ts). */
const ysld = (fill: string) => `name: area
feature-styles:
- name: main
  rules:
  - name: land
    filter: \${name = 'polygon'}
    symbolizers:
    - polygon:
        fill-color: '${fill}'
        stroke-color: '#1d3557'
        stroke-width: 1
        x-random: grid
  - name: rest
    else: true
    symbolizers:
    - line:
        stroke-color: '#999999'
`;

type PreviewMap = {
  loaded(): boolean;
  project(p: [number, number]): { x: number; y: number };
  queryRenderedFeatures(p: { x: number; y: number }): { layer: { type: string; paint?: Record<string, unknown> } }[];
};

/** The fill colour the preview map drew at the middle of its sample polygon (asked of the map itself). */
async function drawnFill(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const map = (globalThis as unknown as { __mapgateStylePreview?: PreviewMap }).__mapgateStylePreview;
    if (!map || !map.loaded()) return undefined;
    const f = map.queryRenderedFeatures(map.project([0, 0])).find((x) => x.layer.type === 'fill');
    const c = f?.layer.paint?.['fill-color'] as { r: number; g: number; b: number } | string | undefined;
    if (!c || typeof c === 'string') return c;
    const hex = (v: number) =>
      Math.round(v * 255)
        .toString(16)
        .padStart(2, '0');
    return `#${hex(c.r)}${hex(c.g)}${hex(c.b)}`;
  });
}

/** The colour of the line drawn on the sample polygon's right edge, if one is (asked of the map). */
async function edgeOfPolygon(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    type Feature = { properties: Record<string, unknown>; layer: { type: string; paint?: Record<string, unknown> } };
    const map = (globalThis as unknown as { __mapgateStylePreview?: PreviewMap }).__mapgateStylePreview;
    if (!map || !map.loaded()) return undefined;
    const f = (map.queryRenderedFeatures(map.project([4, 1])) as unknown as Feature[]).find(
      (x) => x.layer.type === 'line' && x.properties.name === 'polygon',
    );
    const c = f?.layer.paint?.['line-color'] as { r: number; g: number; b: number } | string | undefined;
    if (!c || typeof c === 'string') return c;
    const hex = (v: number) =>
      Math.round(v * 255)
        .toString(16)
        .padStart(2, '0');
    return `#${hex(c.r)}${hex(c.g)}${hex(c.b)}`;
  });
}

browserSuite('the style editor’s Validate, templates and preview in Chromium', () => {
  const t = useTestApp();
  const { open } = useBrowser(t);

  it('Validate shows a diagnostic at its line; fixed, the preview changes colour and the legend follows', async () => {
    await createWorkspace(t(), 'carto');
    const made = await t()
      .http()
      .post('/api/v1/workspaces/carto/styles')
      .set(bearer(await t().token('super_admin')))
      .send({ name: 'area', format: 'sld_1.0.0', body: sld('#ff0000') });
    expect(made.status).toBe(201);
    const { page, outside, close } = await open('#/workspaces/carto/styles');
    await signIn(page, await t().token('super_admin'));
    await page.getByRole('button', { name: 'Edit style area' }).click();
    const editor = page.getByLabel('Body', { exact: true });
    await until('the body is loaded', async () => (await editor.inputValue()).includes('#ff0000'));
    await until('the preview draws the red fill', async () => (await drawnFill(page)) === '#ff0000', 30_000);
    const legend = page.getByRole('list', { name: 'legend' });
    expect(await legend.locator('li').allTextContents()).toEqual([' land']);
    expect(await legend.locator('.swatch').getAttribute('data-color')).toBe('#ff0000');

    // A misspelt element: the server's check names line 2, column 74, and marks the line; nothing is saved.
    await editor.fill(sld('#ff0000', 'FeatureTypeStyl'));
    await page.getByRole('button', { name: 'Validate' }).click();
    const problems = page.getByRole('list', { name: 'Problems found by the server' });
    await problems.waitFor();
    expect(await problems.locator('li').allTextContents()).toEqual([
      'Line 2, column 74: the style needs at least one NamedLayer with a UserStyle holding a FeatureTypeStyle with a Rule',
    ]);
    expect(await page.locator('.gutter .bad').allTextContents()).toEqual(['2']);

    // Fixed, and blue: valid, and the preview and the legend turn blue.
    await editor.fill(sld('#0000ff'));
    await page.getByRole('button', { name: 'Validate' }).click();
    await page.getByRole('status').filter({ hasText: 'Valid: no problem found.' }).waitFor();
    expect(await page.locator('.gutter .bad').count()).toBe(0);
    await until('the preview draws the blue fill', async () => (await drawnFill(page)) === '#0000ff', 30_000);
    expect(await legend.locator('.swatch').getAttribute('data-color')).toBe('#0000ff');
    await shot(page, 'console-style-preview');

    // The template of the format replaces the body; it draws its own colour.
    await page.getByRole('button', { name: 'Use the sld_1.0.0 template' }).click();
    expect(await editor.inputValue()).toContain('#457b9d');
    await until('the preview draws the template', async () => (await drawnFill(page)) === '#457b9d', 30_000);
    // Nothing left the app's origin (the preview draws sample features, no outside tiles or fonts).
    expect(outside).toEqual([]);
    await close();
  }, 120_000);

  it('a YSLD style converts in the browser: edited, its preview changes colour, its else rule follows its filter', async () => {
    await createWorkspace(t(), 'carto2');
    const made = await t()
      .http()
      .post('/api/v1/workspaces/carto2/styles')
      .set(bearer(await t().token('super_admin')))
      .send({ name: 'area', format: 'ysld', body: ysld('#ff0000') });
    expect(made.status).toBe(201);
    const { page, outside, close } = await open('#/workspaces/carto2/styles');
    await signIn(page, await t().token('super_admin'));
    await page.getByRole('button', { name: 'Edit style area' }).click();
    const editor = page.getByLabel('Body', { exact: true });
    await until('the body is loaded', async () => (await editor.inputValue()).includes('#ff0000'));
    // The filter holds for the sample polygon (its name is `polygon`): it is drawn red.
    await until('the preview draws the red fill', async () => (await drawnFill(page)) === '#ff0000', 30_000);
    const legend = page.getByRole('list', { name: 'legend' });
    expect(await legend.locator('li').allTextContents()).toEqual([' land', ' rest']);
    expect(await legend.locator('.swatch').first().getAttribute('data-color')).toBe('#ff0000');
    // What the reader left out is listed, not dropped.
    expect(await page.getByRole('list', { name: 'not converted' }).textContent()).toContain(
      'rule land: polygon symbolizer: x-random not converted',
    );

    // Edited to green: the preview and the legend follow, without a save.
    await editor.fill(ysld('#00aa00'));
    await until('the preview draws the green fill', async () => (await drawnFill(page)) === '#00aa00', 30_000);
    expect(await legend.locator('.swatch').first().getAttribute('data-color')).toBe('#00aa00');
    // A filter that no longer holds for the polygon: the `else` rule (a line) draws it, no fill.
    await editor.fill(ysld('#00aa00').replace("name = 'polygon'", "name = 'lake'"));
    await until(
      'the polygon is outlined by the else rule, not filled',
      async () => (await edgeOfPolygon(page)) === '#999999' && (await drawnFill(page)) === undefined,
      30_000,
    );
    await page.getByRole('button', { name: 'Validate' }).click();
    await page.getByRole('status').filter({ hasText: 'Valid: no problem found.' }).waitFor();
    expect(outside).toEqual([]);
    await close();
  }, 120_000);

  it('a new style starts from the template of its format; the YSLD template draws, CSS is not converted', async () => {
    await createWorkspace(t(), 'carto3');
    const { page, close } = await open('#/workspaces/carto3/styles');
    await signIn(page, await t().token('super_admin'));
    await page.getByRole('button', { name: 'New style' }).click();
    const editor = page.getByLabel('Body', { exact: true });
    await until('the CSS template is in', async () => (await editor.inputValue()).includes('fill: #457b9d'));
    await page
      .getByRole('list', { name: 'not converted' })
      .filter({ hasText: 'GeoServer CSS cannot be converted in the browser' })
      .waitFor();
    await page.getByLabel('Format').selectOption('ysld');
    expect(await editor.inputValue()).toContain("fill-color: '#457b9d'");
    await until('the YSLD template draws', async () => (await drawnFill(page)) === '#457b9d', 30_000);
    expect(await page.getByRole('list', { name: 'not converted' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Validate' }).click();
    await page.getByRole('status').filter({ hasText: 'Valid: no problem found.' }).waitFor();
    await close();
  }, 120_000);
});
