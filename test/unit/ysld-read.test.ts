import { CqlParser } from 'geostyler-cql-parser';
import MapboxParser from 'geostyler-mapbox-parser';
import { readYsld } from '../../console/src/map/ysld';

/**
 * The console's YSLD reader (console/src/map/ysld.ts, docs/styles.md "Preview"): YSLD to a GeoStyler style,
 * with the real CQL reader, then to MapLibre layers with the real geostyler-mapbox-parser, as the preview does.
 */
const cql = new CqlParser();
const read = (body: string) => readYsld(body, (t) => cql.read(t));

const ROADS = `name: roads
define: &red '#ff0000'
feature-styles:
- name: main
  rules:
  - name: highways
    filter: \${kind = 'highway' AND lanes > 2}
    scale: [min, 50000]
    symbolizers:
    - line:
        stroke-color: *red
        stroke-width: 3px
        stroke-linejoin: mitre
        stroke-dasharray: '4 2'
        stroke-graphic:
          symbols:
          - mark: {shape: circle}
  - name: other
    else: true
    zoom: [10, max]
    symbolizers:
    - line:
        stroke-color: 0x00FF00
        stroke-width: \${lanes}
- rules:
  - name: towns
    symbolizers:
    - point:
        size: 10
        symbols:
        - mark:
            shape: circle
            fill-color: '#0000ff'
            stroke-color: 336699
        - external: {url: town.png, format: image/png}
    - text:
        label: 'Town \${name}'
        font-family: Noto Sans
        font-size: 12
        fill-color: black
        halo: {radius: 2, fill-color: white}
        x-followLine: true
    - raster: {opacity: 1}
`;

describe('readYsld', () => {
  it('reads rules, filters, scales, zooms and symbolizers, and names what it leaves out', () => {
    const { style, unconverted } = read(ROADS);
    expect(style.name).toBe('roads');
    expect(style.rules.map((r) => r.name)).toEqual(['highways', 'other', 'towns']);
    const [highways, other, towns] = style.rules;
    expect(highways.filter).toEqual(['&&', ['==', 'kind', 'highway'], ['>', 'lanes', 2]]);
    expect(highways.scaleDenominator).toEqual({ max: 50000 });
    expect(highways.symbolizers).toEqual([
      { kind: 'Line', color: '#ff0000', width: 3, join: 'miter', dasharray: [4, 2] },
    ]);
    // `else`: where no other rule of its feature style applies; zoom 10 and up on WebMercator.
    expect(other.filter).toEqual(['||', ['!=', 'kind', 'highway'], ['<=', 'lanes', 2]]);
    expect(other.scaleDenominator).toEqual({ max: 559082264.0287178 / 2 ** 9.5 });
    expect(other.symbolizers).toEqual([
      { kind: 'Line', color: '#00ff00', width: { name: 'property', args: ['lanes'] } },
    ]);
    expect(towns.symbolizers).toEqual([
      { kind: 'Mark', wellKnownName: 'circle', radius: 5, color: '#0000ff', strokeColor: '#336699' },
      {
        kind: 'Text',
        label: 'Town {{name}}',
        font: ['Noto Sans'],
        size: 12,
        color: 'black',
        haloWidth: 2,
        haloColor: 'white',
      },
    ]);
    expect(unconverted).toEqual([
      'rule highways: line symbolizer: stroke-graphic not converted',
      'rule towns: point symbolizer: external: only the first symbol is drawn',
      'rule towns: text symbolizer: x-followLine not converted',
      'rule towns: raster symbolizer not converted',
    ]);
  });

  it('keeps a rule whose filter it cannot convert, and says so; the shortcuts of one rule read too', () => {
    const got = read(`symbolizers:
- polygon:
    fill-color: '#457b9d'
    fill-graphic: {symbols: [{mark: {shape: square}}]}
`);
    expect(got.style.rules).toEqual([{ name: 'rule 1', symbolizers: [{ kind: 'Fill', color: '#457b9d' }] }]);
    expect(got.unconverted).toEqual(['rule rule 1: polygon symbolizer: fill-graphic not converted']);
    const like = read(`rules:
- name: a
  filter: \${name LIKE 'A%'}
  symbolizers: [{polygon: {fill-color: red, stroke-width: 2m}}]
`);
    expect(like.style.rules[0].filter).toBeUndefined();
    expect(like.unconverted).toEqual([
      "rule a: filter name LIKE 'A%' not converted: the rule is drawn for every feature",
      'rule a: polygon symbolizer: stroke-width: 2m: ground units (m) not converted',
    ]);
  });

  it('refuses what is not YSLD, in words', () => {
    expect(() => read('a: [')).toThrow(/flow sequence|end of|Missing/i);
    expect(() => read('- a\n- b\n')).toThrow('a YSLD style must be a YAML mapping');
    expect(() => read('name: x\n')).toThrow('a YSLD style needs at least one rule');
  });

  it('gives geostyler-mapbox-parser a style it writes as MapLibre layers with the YSLD colours', async () => {
    const { style } = read(`feature-styles:
- rules:
  - name: parks
    filter: \${type = 'park'}
    symbolizers:
    - polygon: {fill-color: '#22aa44', stroke-color: '#114422', stroke-width: 2}
`);
    const written = await new MapboxParser().writeStyle(
      style as unknown as Parameters<InstanceType<typeof MapboxParser>['writeStyle']>[0],
    );
    const layers = (written.output as { layers: { type: string; paint: Record<string, unknown>; filter?: unknown }[] })
      .layers;
    const fill = layers.find((l) => l.type === 'fill');
    expect(fill?.paint['fill-color']).toBe('#22aa44');
    expect(JSON.stringify(fill?.filter)).toContain('park');
  });
});
