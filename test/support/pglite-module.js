/**
 * What `@electric-sql/pglite` is in test files (jest.config.js, moduleNameMapper): the module the test
 * environment loaded once per worker (test/support/worker-database.js), so that a file's own PGlite
 * instances and the worker's shared one are of the same classes, for the Prisma adapter's
 * `instanceof DatabaseError` among others.
 *
 * That module runs in the worker's realm, not the file's: its `instanceof Date` would refuse a file's
 * dates, the dates and JSON values it parses would not be the file's `Date`, `Object` or `Array`, and
 * its errors would not be the file's `Error` (graphql-js then reports "Unexpected error value" instead of
 * the error, and the Prisma adapter's `instanceof DatabaseError` fails). `fitToFile` gives an instance
 * parsers and serializers of the file's realm for those types, and methods that throw the file's errors.
 */
const outer = globalThis.mapgatePGliteModule;
const { types } = outer;

const DATES = [types.DATE, types.TIMESTAMP, types.TIMESTAMPTZ];
const JSONS = [types.JSON, types.JSONB];
const isDate = (v) => Object.prototype.toString.call(v) === '[object Date]';

/** PGlite's own serialisation of dates, with a check that holds for a date of any realm. */
function serializeDate(v) {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return new Date(v).toISOString();
  if (isDate(v)) return v.toISOString();
  throw new Error('Invalid input for date type');
}

/** Parsers and serializers that make and accept this file's dates and JSON values. */
function fileTypes() {
  const parsers = {};
  const serializers = {};
  for (const oid of DATES) {
    parsers[oid] = (v) => new Date(v);
    serializers[oid] = serializeDate;
  }
  for (const oid of JSONS) parsers[oid] = (v) => JSON.parse(v);
  return { parsers, serializers };
}

/** PGlite's database error as this file's class (same fields, set by PGlite on the instance). */
class DatabaseError extends Error {}

/** An error of the worker's realm given this file's prototype; anything else as it is. */
function toFileError(err) {
  if (err instanceof Error || Object.prototype.toString.call(err) !== '[object Error]') return err;
  const same = typeof globalThis[err.name] === 'function' && globalThis[err.name].prototype instanceof Error;
  const fileClass = err instanceof outer.messages.DatabaseError ? DatabaseError : same ? globalThis[err.name] : Error;
  return Object.setPrototypeOf(err, fileClass.prototype);
}

/** The methods that reach test and app code, made to throw this file's errors. */
const METHODS = ['query', 'sql', 'exec', 'transaction', 'describeQuery', 'listen', 'unlisten', 'close', 'dumpDataDir'];
const TX_METHODS = ['query', 'sql', 'exec', 'rollback', 'listen'];

function rethrowing(target, names) {
  for (const name of names) {
    const method = target[name];
    if (typeof method !== 'function') continue;
    target[name] = async function (...args) {
      try {
        return await method.apply(this, args);
      } catch (err) {
        throw toFileError(err);
      }
    };
  }
  return target;
}

/**
 * Sets this file's parsers, serializers and error-converting methods on an instance (own properties:
 * test/support/worker-database.js removes them when the file gives the worker's instance back).
 */
function fitToFile(pglite) {
  const { parsers, serializers } = fileTypes();
  pglite.parsers = { ...pglite.parsers, ...parsers };
  pglite.serializers = { ...pglite.serializers, ...serializers };
  rethrowing(pglite, METHODS);
  const transaction = pglite.transaction;
  // The transaction's own handle (`tx`) throws the worker's errors too.
  pglite.transaction = function (callback) {
    return transaction.call(this, (tx) => callback(rethrowing(Object.create(tx), TX_METHODS)));
  };
  return pglite;
}

/** PGlite, with this file's parsers and serializers unless the caller gives its own. */
class PGlite extends outer.PGlite {
  constructor(dataDirOrOptions, options) {
    const opts =
      typeof dataDirOrOptions === 'string' ? { dataDir: dataDirOrOptions, ...options } : { ...dataDirOrOptions };
    const { parsers, serializers } = fileTypes();
    super({ ...opts, parsers: { ...parsers, ...opts.parsers }, serializers: { ...serializers, ...opts.serializers } });
    fitToFile(this);
  }

  static async create(dataDirOrOptions, options) {
    const db = new PGlite(dataDirOrOptions, options);
    await db.waitReady;
    return db;
  }
}

module.exports = { ...outer, messages: { ...outer.messages, DatabaseError }, PGlite, fitToFile };
