/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isAbstractType,
  isListType,
  isObjectType,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type GraphQLAbstractType,
  type GraphQLNamedType,
} from 'graphql';
import { defineConfig, type Plugin } from 'vite';

/**
 * The bundle-size budget, checked by every build (`npm run build`, which CI runs): a chunk over its
 * budget fails the build, naming it. Sizes are gzip-compressed bytes, what a browser downloads. The first
 * matching rule applies; the console's entry is what every visit loads, each screen is a chunk of its own
 * loaded when opened (App.tsx), the map library is loaded by the first preview only, and the style
 * converters by the style editor's preview only.
 */
export const BUDGET: { match: RegExp; what: string; maxGzipBytes: number }[] = [
  {
    match: /^assets\/maplibre.*\.(js|mjs)$/,
    what: 'the map library (loaded by the first preview)',
    maxGzipBytes: 300_000,
  },
  {
    match: /^assets\/(SldStyleParser|MapboxStyleParser|CqlParser|ysld)-.*\.js$/,
    what: 'a style converter (GeoStyler, or the YSLD reader with its YAML parser; loaded by a preview only)',
    maxGzipBytes: 60_000,
  },
  {
    match: /^assets\/yaml-(?!codec).*\.js$/,
    what: 'the YAML library (its own chunk: loaded by the workspace document screen and the YSLD reader only)',
    maxGzipBytes: 40_000,
  },
  // 100,000 until 2026-11-27, when following a workspace document's apply run to its end (cache.ts) took
  // it 20 bytes over: raised by 2%, not by moving more of the shell into lazy chunks.
  { match: /^assets\/index-.*\.js$/, what: 'the entry script (every visit)', maxGzipBytes: 102_000 },
  { match: /^assets\/index-.*\.css$/, what: "the console's style sheet", maxGzipBytes: 8_000 },
  { match: /\.(js|mjs)$/, what: 'a screen or shared chunk', maxGzipBytes: 15_000 },
  { match: /\.css$/, what: 'a style sheet', maxGzipBytes: 20_000 },
];

/** Fails the build when a chunk or asset is over its budget (above), and says what each weighs. */
function budget(): Plugin {
  return {
    name: 'mapgate-bundle-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const over: string[] = [];
      for (const [name, out] of Object.entries(bundle)) {
        const rule = BUDGET.find((r) => r.match.test(name));
        if (!rule) continue;
        const bytes = zlib.gzipSync(out.type === 'chunk' ? out.code : out.source).length;
        if (bytes > rule.maxGzipBytes)
          over.push(`${name} (${rule.what}): ${bytes} bytes gzipped, budget ${rule.maxGzipBytes}`);
      }
      if (over.length) this.error(`over the bundle-size budget (console/vite.config.ts):\n  ${over.join('\n  ')}`);
    },
  };
}

/**
 * `virtual:mapgate-schema`: what the normalized cache (src/cache.ts) knows of the API, derived at every
 * build from mapgate's schema.graphql and the console's own operations (src/**\/*.graphql), so it never
 * drifts and every visit downloads a few hundred bytes, not the API's introspection:
 * - `possibleTypes`: the types behind each interface and union (`Node`, `CreateTileCacheJobResult`, ...),
 *   for exact fragment matching;
 * - `unkeyed`: the object types the operations read that are not a `Node` (no global id): connections,
 *   edges, page info, payloads, settings; the cache keeps them embedded in their parent (keys: null);
 * - `lists`: for each `Node` type, the Query fields that list it plainly (`[T!]!`) or a page at a time
 *   (`TConnection`), which its creates and deletes change;
 * - `deletes`: the mutations that answer a `Delete…Payload` (`deletedId`, docs/graph.md).
 */
function apiSchema(): Plugin {
  const id = 'virtual:mapgate-schema';
  const file = path.resolve(import.meta.dirname, '../schema.graphql');
  const src = path.resolve(import.meta.dirname, 'src');
  return {
    name: 'mapgate-schema',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(source) {
      if (source !== `\0${id}`) return;
      const schema = buildSchema(fs.readFileSync(file, 'utf8'));
      const documents = fs
        .readdirSync(src, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.graphql'))
        .map((f) => path.join(src, f));
      for (const f of [file, ...documents]) this.addWatchFile(f);
      // The types and Query fields the console's operations and fragments read: the rest is never cached.
      const read = new Set<string>(['Node']);
      const queried = new Set<string>();
      const info = new TypeInfo(schema);
      visit(
        parse(documents.map((f) => fs.readFileSync(f, 'utf8')).join('\n')),
        visitWithTypeInfo(info, {
          Field(node) {
            const type = getNamedType(info.getType());
            if (type) read.add(type.name);
            if (info.getParentType() === schema.getQueryType()) queried.add(node.name.value);
          },
        }),
      );
      const all = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__'));
      const isNode = (t: GraphQLNamedType) => isObjectType(t) && t.getInterfaces().some((i) => i.name === 'Node');
      const possibleTypes = Object.fromEntries(
        all
          .filter((t): t is GraphQLAbstractType => isAbstractType(t) && read.has(t.name))
          .map((t) => [t.name, schema.getPossibleTypes(t).map((m) => m.name)]),
      );
      const unkeyed = [...read].filter((name) => isObjectType(schema.getType(name)) && !isNode(schema.getType(name)!));
      const queryFields = Object.values(schema.getQueryType()!.getFields()).filter((f) => queried.has(f.name));
      const lists = Object.fromEntries(
        all
          .filter((t) => isNode(t) && read.has(t.name))
          .map((t) => [
            t.name,
            {
              plain: queryFields
                .filter((f) => getNamedType(f.type) === t && isListType(getNullableType(f.type)))
                .map((f) => f.name),
              paged: queryFields.filter((f) => getNamedType(f.type).name === `${t.name}Connection`).map((f) => f.name),
            },
          ]),
      );
      const deletes = Object.values(schema.getMutationType()!.getFields())
        .filter((f) => /^Delete.*Payload$/.test(getNamedType(f.type).name))
        .map((f) => f.name);
      return Object.entries({ possibleTypes, unkeyed, lists, deletes })
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};\n`)
        .join('');
    },
  };
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every script, style sheet and other text asset,
 * at the highest levels, once per build: mapgate serves them to browsers that accept them
 * (src/http/console.ts) and never compresses per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'mapgate-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const name of Object.keys(bundle)) {
        if (!/\.(js|mjs|css|json|svg|html)$/.test(name) || name === 'index.html') continue;
        const file = path.join(outDir, name);
        const data = fs.readFileSync(file);
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
          }),
        );
      }
    },
  };
}

// Served by mapgate under /console (src/http/console.ts); every asset comes from the build, nothing
// from outside. JSX is compiled by Vite's own transform, so no framework plugin is needed.
export default defineConfig({
  base: '/console/',
  plugins: [apiSchema(), budget(), precompress()],
  // The map library (maplibre-gl, ~1 MB) is a chunk of its own, loaded by the first preview opened
  // (src/map/maplibre.ts), not with the console: its size is expected (and budgeted above).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    // The YAML library is shared by two lazily loaded parts (the workspace document screen, the YSLD
    // reader): one chunk of its own, named, so that its budget above finds it.
    rollupOptions: { output: { manualChunks: (id) => (id.includes('/node_modules/yaml/') ? 'yaml' : undefined) } },
  },
  oxc: { jsx: { runtime: 'automatic' } },
});
