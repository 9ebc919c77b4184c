/** The MapLibre style spec's JSON parser (no types of its own): values keep their `__line__`. */
declare module '@mapbox/jsonlint-lines-primitives' {
  export function parse(text: string): unknown;
}
