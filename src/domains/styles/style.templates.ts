import type { StyleFormat } from './style.validation';

/*
 * A template per format: a small style that passes its format's validation (test/domains/styles/
 * style-templates.test.ts checks each), names no attribute (so it raises no warning on any layer), and
 * draws points, lines and polygons in one colour, so an editor can start from it in any format.
 */

const SLD_10 = `<?xml version="1.0" encoding="UTF-8"?>
<StyledLayerDescriptor version="1.0.0" xmlns="http://www.opengis.net/sld" xmlns:ogc="http://www.opengis.net/ogc">
  <NamedLayer>
    <Name>layer</Name>
    <UserStyle>
      <FeatureTypeStyle>
        <Rule>
          <Name>all</Name>
          <PolygonSymbolizer>
            <Fill><CssParameter name="fill">#457b9d</CssParameter></Fill>
            <Stroke><CssParameter name="stroke">#1d3557</CssParameter></Stroke>
          </PolygonSymbolizer>
        </Rule>
      </FeatureTypeStyle>
    </UserStyle>
  </NamedLayer>
</StyledLayerDescriptor>
`;

const SE_11 = `<?xml version="1.0" encoding="UTF-8"?>
<StyledLayerDescriptor version="1.1.0" xmlns="http://www.opengis.net/sld" xmlns:se="http://www.opengis.net/se" xmlns:ogc="http://www.opengis.net/ogc">
  <NamedLayer>
    <se:Name>layer</se:Name>
    <UserStyle>
      <se:FeatureTypeStyle>
        <se:Rule>
          <se:Name>all</se:Name>
          <se:PolygonSymbolizer>
            <se:Fill><se:SvgParameter name="fill">#457b9d</se:SvgParameter></se:Fill>
            <se:Stroke><se:SvgParameter name="stroke">#1d3557</se:SvgParameter></se:Stroke>
          </se:PolygonSymbolizer>
        </se:Rule>
      </se:FeatureTypeStyle>
    </UserStyle>
  </NamedLayer>
</StyledLayerDescriptor>
`;

/** The template of each format (docs/styles.md, "Templates"). */
export const STYLE_TEMPLATES: Record<StyleFormat, string> = {
  'sld_1.0.0': SLD_10,
  'sld_1.1.0': SE_11,
  'se_1.1.0': SE_11,
  css: `* {
  fill: #457b9d;
  stroke: #1d3557;
  stroke-width: 1;
  mark: symbol(circle);
}
`,
  ysld: `name: layer
feature-styles:
- rules:
  - name: all
    symbolizers:
    - polygon:
        fill-color: '#457b9d'
        stroke-color: '#1d3557'
`,
  mapbox: `{
  "version": 8,
  "sources": {},
  "layers": []
}
`,
};
