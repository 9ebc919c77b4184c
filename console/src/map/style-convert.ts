import type { LayerSpecification } from 'maplibre-gl';

/**
 * A style body converted in the browser for the previews (issue 33 item 5): SLD 1.0.0, SLD 1.1.0 and
 * SE 1.1.0 through GeoStyler (geostyler-sld-parser reads), YSLD through mapgate's own reader (map/ysld.ts,
 * with geostyler-cql-parser for its filters), both written as MapLibre layers by geostyler-mapbox-parser;
 * MapLibre styles as they are. GeoServer CSS has no converter the console installs, so it is listed as not
 * converted. Loaded by a dynamic import, as the map library is.
 */
export interface Converted {
  /** MapLibre layers without source (the preview gives them its own). */
  layers: LayerSpecification[];
  /** One entry per rule: its name and the colour of its first symbolizer that has one. */
  legend: { name: string; color: string | null }[];
  /** What could not be converted or drawn, in words. */
  unconverted: string[];
}

type GsSymbolizer = { kind: string; color?: unknown; fillColor?: unknown; outlineColor?: unknown };
type GsStyle = { rules: { name?: string; symbolizers: GsSymbolizer[] }[] };

/** Names what GeoStyler's `unsupportedProperties` lists, e.g. `MarkSymbolizer.opacity: General opacity …`. */
function unsupported(tree: unknown, path: string[] = []): string[] {
  if (!tree || typeof tree !== 'object') return [];
  const node = tree as Record<string, unknown>;
  if (typeof node.support === 'string' && node.support !== 'full' && path.length) {
    const info = typeof node.info === 'string' ? `: ${node.info}` : '';
    const own = `${path.join('.')} (${node.support === 'none' ? 'not supported' : 'partly supported'})${info}`;
    const deeper = Object.entries(node)
      .filter(([k]) => k !== 'support' && k !== 'info')
      .flatMap(([k, v]) => unsupported(v, [...path, k]));
    return deeper.length ? deeper : [own];
  }
  return Object.entries(node).flatMap(([k, v]) => unsupported(v, k === 'Symbolizer' ? path : [...path, k]));
}

const colorOf = (s: GsSymbolizer): string | null =>
  [s.color, s.fillColor, s.outlineColor].find((c): c is string => typeof c === 'string') ?? null;

function legendOf(style: GsStyle): Converted['legend'] {
  return style.rules.map((r, i) => ({
    name: r.name || `rule ${i + 1}`,
    color: r.symbolizers.map(colorOf).find((c) => c !== null) ?? null,
  }));
}

/** Labels need font glyphs, which the console does not serve: they are listed, not drawn. */
function drawable(layers: LayerSpecification[], unconverted: string[]): LayerSpecification[] {
  const labels = layers.filter((l) => l.type === 'symbol' && l.layout && 'text-field' in l.layout);
  if (labels.length) unconverted.push(`${labels.length} label layer(s): the preview has no font glyphs to draw text`);
  return layers.filter((l) => !labels.includes(l) && l.type !== 'background' && l.type !== 'raster');
}

/** `format` as the REST API writes it (`sld_1.0.0`) or as GraphQL's enum (`SLD_1_0_0`). */
export async function convertStyle(anyFormat: string, body: string): Promise<Converted> {
  const format = anyFormat.toLowerCase().replace(/_(\d)_(\d)_(\d)$/, '_$1.$2.$3');
  const unconverted: string[] = [];
  if (format === 'mapbox') {
    const style = JSON.parse(body) as { layers?: LayerSpecification[] };
    const layers = drawable(style.layers ?? [], unconverted);
    return {
      layers,
      legend: layers.map((l) => {
        const paint = (l as { paint?: Record<string, unknown> }).paint ?? {};
        const c = [paint['fill-color'], paint['line-color'], paint['circle-color']].find((v) => typeof v === 'string');
        return { name: l.id, color: (c as string | undefined) ?? null };
      }),
      unconverted,
    };
  }
  if (format === 'css')
    return {
      layers: [],
      legend: [],
      unconverted: ['GeoServer CSS cannot be converted in the browser (no converter)'],
    };
  let read: { output?: unknown; errors?: unknown[]; unsupportedProperties?: unknown };
  if (format === 'ysld') {
    // YSLD has no GeoStyler parser: mapgate's own reader builds the GeoStyler style (map/ysld.ts).
    const [{ readYsld }, { CqlParser }] = await Promise.all([import('./ysld'), import('geostyler-cql-parser')]);
    const cql = new CqlParser();
    const got = readYsld(body, (text) => cql.read(text));
    read = { output: got.style };
    unconverted.push(...got.unconverted);
  } else if (format.startsWith('sld_') || format.startsWith('se_')) {
    const { default: SldParser } = await import('geostyler-sld-parser');
    read = await new SldParser().readStyle(body);
  } else {
    return { layers: [], legend: [], unconverted: [`${format} cannot be converted in the browser (no converter)`] };
  }
  if (!read.output) return { layers: [], legend: [], unconverted: (read.errors ?? []).map(String) };
  unconverted.push(...unsupported(read.unsupportedProperties));
  const { default: MapboxParser } = await import('geostyler-mapbox-parser');
  // The parsers are built on different versions of geostyler-style; the style passes as it is.
  const written = await new MapboxParser().writeStyle(
    read.output as Parameters<InstanceType<typeof MapboxParser>['writeStyle']>[0],
  );
  unconverted.push(...unsupported(written.unsupportedProperties));
  const out = written.output as { layers?: LayerSpecification[] } | undefined;
  return {
    layers: drawable(out?.layers ?? [], unconverted),
    legend: legendOf(read.output as GsStyle),
    unconverted,
  };
}
