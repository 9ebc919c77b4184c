/**
 * What each YSLD mapping may hold and what kind of value each key takes, from GeoServer's YSLD
 * reference (user manual, "YSLD Styling" > "YSLD Reference": structure, feature styles, rules and
 * the point, line, polygon, text and raster symbolizers with their vendor options).
 */
export type YsldKind =
  | 'colour'
  | 'number'
  | 'length'
  | 'lengths'
  | 'opacity'
  | 'angle'
  | 'integer'
  | 'boolean'
  | 'text' // free text; the ${...} expressions inside are checked
  | 'expression'
  | 'tuple' // [x, y] or [min, max]
  | 'any' // a structure this check does not look into
  | readonly string[] // one of these keywords
  | { map: string; keys: YsldKeys }
  | { list: YsldKind }
  | { oneOf: string; choices: YsldKeys }; // a list item: a mapping with exactly one of these keys

export type YsldKeys = Readonly<Record<string, YsldKind>>;

const common: YsldKeys = {
  geometry: 'expression',
  uom: 'text',
  'x-composite': 'text',
  'x-composite-base': 'boolean',
  'x-labelObstacle': 'boolean',
  'x-inclusion': ['normal', 'legendOnly', 'mapOnly'],
};

const fill = (graphic: YsldKind): YsldKeys => ({
  'fill-color': 'colour',
  'fill-opacity': 'opacity',
  'fill-graphic': graphic,
});

const stroke = (graphic: YsldKind): YsldKeys => ({
  'stroke-color': 'colour',
  'stroke-width': 'length',
  'stroke-opacity': 'opacity',
  'stroke-linejoin': ['mitre', 'miter', 'round', 'bevel'],
  'stroke-linecap': ['butt', 'round', 'square'],
  'stroke-dasharray': 'lengths',
  'stroke-dashoffset': 'length',
  'stroke-graphic': graphic,
  'stroke-graphic-fill': graphic,
});

const fillVendorOptions: YsldKeys = {
  'x-graphic-margin': 'lengths',
  'x-random': ['free', 'grid', 'none'],
  'x-random-tile-size': 'integer',
  'x-random-rotation': ['none', 'free'],
  'x-random-symbol-count': 'integer',
  'x-random-seed': 'integer',
};

// Graphics nest (a mark's fill may itself be a graphic): the inner levels are built lazily.
const graphicKeys = (depth: number): YsldKeys => ({
  symbols: symbolsList(depth),
  size: 'length',
  opacity: 'opacity',
  rotation: 'angle',
  anchor: 'tuple',
  displacement: 'tuple',
  gap: 'length',
  'initial-gap': 'length',
});
const graphic = (depth: number): YsldKind => (depth > 3 ? 'any' : { map: 'graphic', keys: graphicKeys(depth + 1) });
const symbolsList = (depth: number): YsldKind => ({
  list: {
    oneOf: 'symbol',
    choices: {
      mark: {
        map: 'mark',
        keys: { shape: 'text', ...fill(graphic(depth)), ...stroke(graphic(depth)) },
      },
      external: { map: 'external graphic', keys: { url: 'text', format: 'text' } },
    },
  },
});

const point: YsldKeys = {
  symbols: symbolsList(0),
  size: 'length',
  anchor: 'tuple',
  displacement: 'tuple',
  opacity: 'opacity',
  rotation: 'angle',
  ...common,
};

const line: YsldKeys = { ...stroke(graphic(0)), offset: 'length', ...common };

const polygon: YsldKeys = {
  ...fill(graphic(0)),
  ...stroke(graphic(0)),
  offset: 'length',
  displacement: 'tuple',
  ...fillVendorOptions,
  ...common,
};

const text: YsldKeys = {
  ...fill(graphic(0)),
  'stroke-graphic': graphic(0),
  'stroke-graphic-fill': graphic(0),
  label: 'expression',
  'font-family': 'text',
  'font-size': 'length',
  'font-style': ['normal', 'italic', 'oblique'],
  'font-weight': ['normal', 'bold'],
  placement: 'any',
  offset: 'length',
  anchor: 'tuple',
  displacement: 'tuple',
  rotation: 'angle',
  priority: 'expression',
  halo: { map: 'halo', keys: { radius: 'length', ...fill(graphic(0)) } },
  graphic: graphic(0),
  ...common,
  'x-allowOverruns': 'boolean',
  'x-autoWrap': 'length',
  'x-conflictResolution': 'boolean',
  'x-followLine': 'boolean',
  'x-forceLeftToRight': 'boolean',
  'x-goodnessOfFit': 'number',
  'x-graphic-margin': 'lengths',
  'x-graphic-resize': ['none', 'proportional', 'stretch'],
  'x-group': 'boolean',
  'x-labelAllGroup': 'boolean',
  'x-repeat': 'length',
  'x-maxAngleDelta': 'number',
  'x-maxDisplacement': 'length',
  'x-minGroupDistance': 'length',
  'x-partials': 'boolean',
  'x-polygonAlign': 'text',
  'x-removeOverlaps': 'boolean',
  'x-spaceAround': 'length',
  'x-underlineText': 'boolean',
  'x-strikethroughText': 'boolean',
  'x-charSpacing': 'length',
  'x-wordSpacing': 'length',
};

const raster: YsldKeys = {
  opacity: 'opacity',
  channels: 'any',
  'color-map': 'any',
  'contrast-enhancement': 'any',
  ...common,
};

export const YSLD_SYMBOLIZERS: YsldKeys = {
  point: { map: 'point symbolizer', keys: point },
  line: { map: 'line symbolizer', keys: line },
  polygon: { map: 'polygon symbolizer', keys: polygon },
  text: { map: 'text symbolizer', keys: text },
  raster: { map: 'raster symbolizer', keys: raster },
};

const symbolizers: YsldKind = { list: { oneOf: 'symbolizer', choices: YSLD_SYMBOLIZERS } };

const described = { name: 'text', title: 'text', abstract: 'text' } as const;

const rule: YsldKind = {
  map: 'rule',
  keys: {
    ...described,
    filter: 'expression',
    else: 'boolean',
    scale: 'tuple',
    zoom: 'tuple',
    symbolizers,
    legend: 'any',
    'x-inclusion': common['x-inclusion'],
  },
};

const featureStyle: YsldKind = {
  map: 'feature style',
  keys: {
    ...described,
    transform: 'any',
    rules: { list: rule },
    'x-ruleEvaluation': ['first', 'all'],
    'x-firstMatch': 'boolean',
    'x-composite': 'text',
    'x-composite-base': 'boolean',
    'x-sortBy': 'text',
    'x-sortByGroup': 'text',
    'x-inclusion': common['x-inclusion'],
  },
};

/** The top of a YSLD document. `define` holds YAML anchors for reuse (YSLD "variables"). */
export const YSLD_ROOT: YsldKind = {
  map: 'style',
  keys: {
    ...described,
    'feature-styles': { list: featureStyle },
    rules: { list: rule },
    symbolizers,
    grid: 'any',
    define: 'any',
  },
};
