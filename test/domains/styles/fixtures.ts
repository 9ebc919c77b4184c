/** Real style documents, valid and broken, for every format (line numbers matter: tests assert them). */

export const SLD_10 = `<?xml version="1.0" encoding="UTF-8"?>
<StyledLayerDescriptor version="1.0.0"
    xmlns="http://www.opengis.net/sld" xmlns:ogc="http://www.opengis.net/ogc"
    xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
    xsi:schemaLocation="http://www.opengis.net/sld StyledLayerDescriptor.xsd">
  <NamedLayer>
    <Name>roads</Name>
    <UserStyle>
      <Title>Roads &amp; highways</Title>
      <FeatureTypeStyle>
        <Rule>
          <Name>highway</Name>
          <ogc:Filter>
            <ogc:PropertyIsEqualTo>
              <ogc:PropertyName>type</ogc:PropertyName>
              <ogc:Literal>highway</ogc:Literal>
            </ogc:PropertyIsEqualTo>
          </ogc:Filter>
          <LineSymbolizer>
            <Stroke>
              <CssParameter name="stroke">#FF0000</CssParameter>
              <CssParameter name="stroke-width">2</CssParameter>
            </Stroke>
          </LineSymbolizer>
        </Rule>
      </FeatureTypeStyle>
    </UserStyle>
  </NamedLayer>
</StyledLayerDescriptor>
`;

/** SLD 1.1.0 with its rules in Symbology Encoding: valid as sld_1.1.0 and as se_1.1.0. */
export const SE_11 = `<?xml version="1.0" encoding="UTF-8"?>
<StyledLayerDescriptor version="1.1.0" xmlns="http://www.opengis.net/sld"
    xmlns:se="http://www.opengis.net/se" xmlns:ogc="http://www.opengis.net/ogc"
    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
    xsi:schemaLocation="http://www.opengis.net/sld http://schemas.opengis.net/sld/1.1.0/StyledLayerDescriptor.xsd">
  <NamedLayer>
    <se:Name>places</se:Name>
    <UserStyle>
      <se:Name>places</se:Name>
      <se:FeatureTypeStyle>
        <se:Rule>
          <se:Name>city</se:Name>
          <se:PointSymbolizer>
            <se:Graphic>
              <se:Mark>
                <se:WellKnownName>circle</se:WellKnownName>
                <se:Fill><se:SvgParameter name="fill">#0000FF</se:SvgParameter></se:Fill>
              </se:Mark>
              <se:Size>6</se:Size>
            </se:Graphic>
          </se:PointSymbolizer>
        </se:Rule>
      </se:FeatureTypeStyle>
    </UserStyle>
  </NamedLayer>
</StyledLayerDescriptor>
`;

/** SLD 1.1.0 whose rules stay in the SLD namespace: accepted as sld_1.1.0, refused as se_1.1.0. */
export const SLD_11_SLD_RULES = SLD_10.replace('version="1.0.0"', 'version="1.1.0"');

/** Not well-formed: <Rule> is closed by </FeatureTypeStyle>, which ends at line 5, column 23. */
export const SLD_MISMATCHED = `<?xml version="1.0"?>
<StyledLayerDescriptor version="1.0.0" xmlns="http://www.opengis.net/sld">
  <NamedLayer><UserStyle>
    <FeatureTypeStyle><Rule>
    </FeatureTypeStyle>
  </UserStyle></NamedLayer>
</StyledLayerDescriptor>
`;

export const SLD_NO_RULE = `<?xml version="1.0"?>
<StyledLayerDescriptor version="1.0.0" xmlns="http://www.opengis.net/sld">
  <NamedLayer><Name>empty</Name><UserStyle><FeatureTypeStyle/></UserStyle></NamedLayer>
</StyledLayerDescriptor>
`;

export const NOT_SLD = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>
`;

/** "Billion laughs": ten levels of entities each expanding ten times. */
export const XML_BOMB = `<?xml version="1.0"?>
<!DOCTYPE StyledLayerDescriptor [
  <!ENTITY lol "lol">
${Array.from({ length: 9 }, (_, i) => `  <!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('\n')}
]>
<StyledLayerDescriptor version="1.0.0" xmlns="http://www.opengis.net/sld">
  <NamedLayer><Name>&lol9;</Name><UserStyle><FeatureTypeStyle><Rule><Name>&lol9;</Name></Rule></FeatureTypeStyle></UserStyle></NamedLayer>
</StyledLayerDescriptor>
`;

/** XXE: an external entity naming a local file, used where a name would be shown back. */
export const xxe = (file: string) => `<?xml version="1.0"?>
<!DOCTYPE StyledLayerDescriptor [ <!ENTITY xxe SYSTEM "file://${file}"> ]>
<StyledLayerDescriptor version="1.0.0" xmlns="http://www.opengis.net/sld">
  <NamedLayer><Name>&xxe;</Name><UserStyle><Title>&xxe;</Title><FeatureTypeStyle><Rule><Name>&xxe;</Name></Rule></FeatureTypeStyle></UserStyle></NamedLayer>
</StyledLayerDescriptor>
`;

/** XXE through a parameter entity, the out-of-band variant. */
export const xxeParameter = (file: string) => `<?xml version="1.0"?>
<!DOCTYPE StyledLayerDescriptor [ <!ENTITY % ext SYSTEM "file://${file}"> %ext; ]>
<StyledLayerDescriptor version="1.0.0" xmlns="http://www.opengis.net/sld">
  <NamedLayer><UserStyle><FeatureTypeStyle><Rule><Name>x</Name></Rule></FeatureTypeStyle></UserStyle></NamedLayer>
</StyledLayerDescriptor>
`;

export const MAPBOX = `{
  "version": 8,
  "name": "Basic",
  "sources": {
    "osm": { "type": "vector", "tiles": ["https://tiles.example.com/{z}/{x}/{y}.pbf"], "maxzoom": 14 }
  },
  "layers": [
    { "id": "background", "type": "background", "paint": { "background-color": "#f8f4f0" } },
    { "id": "water", "type": "fill", "source": "osm", "source-layer": "water", "paint": { "fill-color": "#a0c8f0" } }
  ]
}
`;

/** Valid JSON, but layer "water" (line 6) has an unknown type. */
export const MAPBOX_BAD_LAYER = `{
  "version": 8,
  "sources": { "osm": { "type": "vector", "tiles": ["https://tiles.example.com/{z}/{x}/{y}.pbf"] } },
  "layers": [
    { "id": "background", "type": "background" },
    { "id": "water", "type": "fil", "source": "osm", "source-layer": "water" }
  ]
}
`;

/** Not JSON: a trailing comma on line 3. */
export const MAPBOX_BAD_JSON = `{
  "version": 8,
  "sources": {},
  "layers": [],
}
`;

export const YSLD = `name: roads
title: Roads
feature-styles:
- name: main
  rules:
  - name: highway
    filter: \${type = 'highway'}
    scale: [min, 50000]
    symbolizers:
    - line:
        stroke-color: '#FF0000'
        stroke-width: 2
`;

/** Not YAML: an unclosed flow sequence from line 4. */
export const YSLD_BAD_YAML = `name: roads
feature-styles:
- rules:
  - symbolizers: [ {line: {stroke-color: red}}
  - name: next
`;

export const YSLD_NO_RULES = `name: roads
title: a style without any rule
feature-styles:
- name: main
`;

export const CSS = `/* @title Roads */
* {
  stroke: #888888;
  stroke-width: 1;
}

[type = 'highway'] [@scale < 50000] {
  stroke: #ff0000;
  stroke-width: 3;
  label: [name];
  font-fill: black;
  mark: symbol('circle');
}
`;

/** The second rule's block is never closed (it opens on line 5). */
export const CSS_UNCLOSED = `* {
  stroke: black;
}

[type = 'road'] {
  stroke: red;
`;

export const CSS_NO_RULE = '/* nothing but a comment */\n';

/** A syntactically valid body of each format, for tests that only need "a valid style". */
export const VALID: Record<string, string> = {
  'sld_1.0.0': SLD_10,
  'sld_1.1.0': SE_11,
  'se_1.1.0': SE_11,
  mapbox: MAPBOX,
  ysld: YSLD,
  css: CSS,
};
