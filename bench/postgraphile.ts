/*
 * PostGraphile 4.14 over mapgate's own tables, for `npm run bench`: the GraphQL server a user would pick
 * for "GraphQL over PostgreSQL". It compiles each query into one SQL statement. It runs WITHOUT any
 * authentication (mapgate's side sends an API key), on a pg pool of the same size as mapgate's.
 * bench/run.ts compiles it to dist/bench-postgraphile.js and starts it in its own process.
 */
import http from 'node:http';
import Module from 'node:module';
import path from 'node:path';
import { Pool } from 'pg';

// PostGraphile 4 needs graphql 15, and npm leaves copies of it under postgraphile and graphile-build-pg
// while some of their dependencies (graphql-parse-resolve-info) find mapgate's graphql 16 at the top:
// two copies of graphql in one schema fail every query ("from another module or realm"). Every
// `graphql` this process loads is therefore postgraphile's own copy.
const pgRoot = path.dirname(require.resolve('postgraphile/package.json'));
const graphql15 = path.dirname(require.resolve('graphql/package.json', { paths: [pgRoot] }));
const resolve = (Module as unknown as { _resolveFilename: (r: string, ...rest: unknown[]) => string })._resolveFilename;
(Module as unknown as { _resolveFilename: typeof resolve })._resolveFilename = (request, ...rest) =>
  resolve(
    request === 'graphql' || request.startsWith('graphql/') ? request.replace(/^graphql/, graphql15) : request,
    ...rest,
  );
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { postgraphile } = require('postgraphile') as typeof import('postgraphile');

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });
const handler = postgraphile(pool, 'public', {
  graphqlRoute: '/graphql',
  disableQueryLog: true,
  retryOnInitFail: false,
  watchPg: false,
  graphiql: false,
  enableQueryBatching: false,
  // Only the tables' own schema: no introspection of mapgate's migration table matters to the queries.
  ignoreRBAC: true,
  setofFunctionsContainNulls: false,
});
const server = http.createServer(handler);
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const a = server.address();
  process.stdout.write(`postgraphile listening on http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}\n`);
});
process.on('SIGTERM', () => process.exit(0));
