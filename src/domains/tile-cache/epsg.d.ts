/** The EPSG definitions of proj4js-defs as Proj.4 strings, keyed `EPSG:<code>` (no types of its own). */
declare module 'epsg' {
  const defs: Record<string, string | undefined>;
  export = defs;
}
