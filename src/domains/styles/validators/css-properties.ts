/**
 * The properties of GeoServer's CSS dialect and the kind of value each takes, from GeoServer's CSS
 * property listing (user manual, "CSS styling" > "Property listing"). Vendor options may also be
 * written with the older `-gt-` prefix (`-gt-label-padding`), which GeoServer still accepts.
 */
export type CssValueKind =
  | 'paint' // a colour, url(...) or symbol(...)
  | 'graphic' // url(...) or symbol(...)
  | 'colour'
  | 'length'
  | 'lengths'
  | 'opacity'
  | 'angle'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'text' // free text or an expression: not checked beyond the functions it calls
  | 'transform' // a rendering transformation: a process call, not a filter function
  | readonly string[]; // one of these keywords

const composite = 'text';

export const CSS_PROPERTIES: Readonly<Record<string, CssValueKind>> = {
  // point symbology
  mark: 'graphic',
  'mark-composite': composite,
  'mark-mime': 'text',
  'mark-geometry': 'text',
  'mark-size': 'length',
  'mark-rotation': 'angle',
  'mark-label-obstacle': 'boolean',
  'mark-anchor': 'text',
  'mark-offset': 'text',
  // line symbology
  stroke: 'paint',
  'stroke-composite': composite,
  'stroke-geometry': 'text',
  'stroke-offset': 'text',
  'stroke-mime': 'text',
  'stroke-opacity': 'opacity',
  'stroke-width': 'length',
  'stroke-size': 'length',
  'stroke-rotation': 'angle',
  'stroke-linecap': ['butt', 'square', 'round'],
  'stroke-linejoin': ['miter', 'mitre', 'round', 'bevel'],
  'stroke-dasharray': 'lengths',
  'stroke-dashoffset': 'length',
  'stroke-repeat': ['repeat', 'stipple'],
  'stroke-label-obstacle': 'boolean',
  // polygon symbology
  fill: 'paint',
  'fill-composite': composite,
  'fill-geometry': 'text',
  'fill-mime': 'text',
  'fill-opacity': 'opacity',
  'fill-size': 'length',
  'fill-rotation': 'angle',
  'fill-label-obstacle': 'boolean',
  'graphic-margin': 'lengths',
  random: ['none', 'grid', 'free'],
  'random-seed': 'integer',
  'random-rotation': ['none', 'free'],
  'random-symbol-count': 'integer',
  'random-tile-size': 'integer',
  // text symbology (labels)
  label: 'text',
  'label-geometry': 'text',
  'label-anchor': 'text',
  'label-offset': 'text',
  'label-rotation': 'text',
  'label-z-index': 'text',
  shield: 'graphic',
  'shield-mime': 'text',
  'font-family': 'text',
  'font-fill': 'paint',
  'font-style': ['normal', 'italic', 'oblique'],
  'font-weight': ['normal', 'bold'],
  'font-size': 'length',
  'font-opacity': 'opacity',
  'halo-radius': 'length',
  'halo-color': 'colour',
  'halo-opacity': 'opacity',
  'label-padding': 'length',
  'label-group': 'boolean',
  'label-max-displacement': 'length',
  'label-min-group-distance': 'length',
  'label-repeat': 'length',
  'label-all-group': 'boolean',
  'label-remove-overlaps': 'boolean',
  'label-allow-overruns': 'boolean',
  'label-follow-line': 'boolean',
  'label-max-angle-delta': 'number',
  'label-auto-wrap': 'length',
  'label-force-ltr': 'boolean',
  'label-conflict-resolution': 'boolean',
  'label-fit-goodness': 'number',
  'label-priority': 'text',
  'shield-resize': ['none', 'stretch', 'proportional'],
  'shield-margin': 'lengths',
  'label-underline-text': 'boolean',
  'label-strikethrough-text': 'boolean',
  'label-char-spacing': 'length',
  'label-word-spacing': 'length',
  // raster symbology
  'raster-channels': 'text',
  'raster-composite': composite,
  'raster-geometry': 'text',
  'raster-opacity': 'opacity',
  'raster-contrast-enhancement': ['normalize', 'histogram', 'none'],
  'raster-gamma': 'number',
  'raster-z-index': 'integer',
  'raster-color-map': 'text',
  'raster-color-map-type': ['ramp', 'intervals', 'values'],
  // shared
  'z-index': 'integer',
  composite,
  'composite-base': 'boolean',
  geometry: 'text',
  'sort-by': 'text',
  'sort-by-group': 'text',
  transform: 'transform',
  // symbol properties (in :mark, :stroke, :fill, :shield and :symbol rules)
  size: 'length',
  rotation: 'angle',
};

/** The pseudo-classes that style the parts of a built-in symbol (GeoServer's "Styled marks"). */
export const CSS_PSEUDO_CLASSES = ['mark', 'shield', 'stroke', 'fill', 'symbol'] as const;

/** Functions written in CSS values themselves, outside an expression's brackets. */
export const CSS_VALUE_FUNCTIONS = ['url', 'symbol', 'rgb', 'rgba', 'color-map-entry'] as const;
