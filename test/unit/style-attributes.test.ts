import { styleAttributeWarnings, styleAttributes } from '../../src/domains/styles/style.attributes';
import { CSS, MAPBOX, SE_11, SLD_10, YSLD } from '../domains/styles/fixtures';

// docs/styles.md#warnings-against-the-data: which attributes a style reads, per format, and the
// warnings for those a layer's table does not have.
describe('styleAttributes', () => {
  it('SLD 1.0.0: each ogc:PropertyName, at the line and column where the name starts', () => {
    expect(styleAttributes('sld_1.0.0', SLD_10)).toEqual([{ name: 'type', line: 15, column: 33 }]);
  });

  it('SLD/SE 1.1.0: PropertyName in filters and in labels', () => {
    const body = SE_11.replace(
      '<se:PointSymbolizer>',
      `<ogc:Filter><ogc:PropertyIsGreaterThan><ogc:PropertyName>pop</ogc:PropertyName><ogc:Literal>5</ogc:Literal></ogc:PropertyIsGreaterThan></ogc:Filter>
          <se:TextSymbolizer><se:Label><ogc:PropertyName> name </ogc:PropertyName></se:Label></se:TextSymbolizer>
          <se:PointSymbolizer>`,
    );
    expect(styleAttributes('se_1.1.0', body)).toEqual([
      { name: 'pop', line: 13, column: 68 },
      { name: 'name', line: 14, column: 59 },
    ]);
  });

  it("CSS: names in the selectors' and the values' brackets; @scale and functions are not attributes", () => {
    expect(styleAttributes('css', CSS)).toEqual([
      { name: 'type', line: 7, column: 2 },
      { name: 'name', line: 10, column: 11 },
    ]);
    const body = '[strToLowerCase(kind) = \'x\'] {\n  label: [strConcat(first, "last name")];\n}\n';
    expect(styleAttributes('css', body).map((a) => a.name)).toEqual(['kind', 'first', 'last name']);
  });

  it('YSLD: names in ${...} expressions (filters, labels, sizes)', () => {
    expect(styleAttributes('ysld', YSLD)).toEqual([{ name: 'type', line: 7, column: 15 }]);
    const body = `rules:
- filter: \${pop > 1000 AND [kind] = 'city'}
  symbolizers:
  - text:
      label: '\${name}'
  - point:
      size: \${sqrt(area)}
`;
    expect(styleAttributes('ysld', body)).toEqual([
      { name: 'pop', line: 2, column: 13 },
      { name: 'kind', line: 2, column: 29 },
      { name: 'name', line: 5, column: 17 },
      { name: 'area', line: 7, column: 20 },
    ]);
  });

  it('MapLibre: get/has expressions, legacy filters and {name} tokens; $type is not an attribute', () => {
    const body = JSON.stringify({
      version: 8,
      sources: {},
      layers: [
        { id: 'a', type: 'line', source: 's', filter: ['==', 'class', 'road'], paint: { 'line-color': '#f00' } },
        { id: 'b', type: 'symbol', source: 's', filter: ['==', '$type', 'Point'], layout: { 'text-field': '{name}' } },
        {
          id: 'c',
          type: 'circle',
          source: 's',
          filter: ['all', ['has', 'pop'], ['>', ['get', 'pop'], 5]],
          paint: { 'circle-radius': ['get', 'size'] },
        },
      ],
    });
    expect(styleAttributes('mapbox', body).map((a) => a.name)).toEqual(['class', 'name', 'pop', 'pop', 'size']);
    expect(styleAttributes('mapbox', MAPBOX)).toEqual([]);
  });

  it('a body that does not parse names nothing', () => {
    expect(styleAttributes('sld_1.0.0', '<StyledLayerDescriptor>')).toEqual([]);
    expect(styleAttributes('css', '* {')).toEqual([]);
    expect(styleAttributes('ysld', 'a: [')).toEqual([]);
    expect(styleAttributes('mapbox', '{')).toEqual([]);
  });
});

describe('styleAttributeWarnings', () => {
  it('warns at each name the table lacks, suggesting the nearest; names it has raise nothing', () => {
    const style = {
      format: 'ysld',
      body: 'rules:\n- filter: ${typ = 1 AND name IS NOT NULL}\n  symbolizers:\n  - line: {}\n',
    };
    expect(styleAttributeWarnings(style, ['type', 'name', 'geom'])).toEqual([
      { line: 2, column: 13, message: "attribute `typ` is not among the layer's attributes: did you mean `type`?" },
    ]);
    expect(styleAttributeWarnings(style, ['typ', 'name'])).toEqual([]);
  });

  it('the same for each format, and without a suggestion when nothing is near', () => {
    expect(styleAttributeWarnings({ format: 'sld_1.0.0', body: SLD_10 }, ['kind'])).toEqual([
      { line: 15, column: 33, message: "attribute `type` is not among the layer's attributes" },
    ]);
    expect(styleAttributeWarnings({ format: 'css', body: CSS }, ['Name', 'type'])).toEqual([
      { line: 10, column: 11, message: "attribute `name` is not among the layer's attributes: did you mean `Name`?" },
    ]);
    expect(
      styleAttributeWarnings({ format: 'sld_1.0.0', body: SLD_10.replace('>type<', '>topp:type<') }, ['type']),
    ).toEqual([]);
  });
});
