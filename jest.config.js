/** Tests run through the real app over HTTP; see test/support. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// The files whose tests do not depend on the run's database (docs/reliability.md, "Time"): tests of code
// alone, files that start mapgate on the embedded database or a PostgreSQL of their own whatever the run,
// and the console's browser tests, whose app reads the same graph on either database and whose database is
// the graph's tests' concern. A file added under test/unit/ or test/console/ must keep to that. On
// PostgreSQL (TEST_DATABASE_URL set) they are left to the embedded run; MAPGATE_TEST_ALL=1 runs them there too.
const sameOnEither = [
  '<rootDir>/test/unit/',
  '<rootDir>/test/schema/(generated-files|order-inputs)\\.test\\.ts$',
  '<rootDir>/test/console/',
  '<rootDir>/test/auth/permission-guard\\.test\\.ts$',
  '<rootDir>/test/http/(series|drain|console-assets|server|health)\\.test\\.ts$',
  '<rootDir>/test/cli/(serve|manners|connection-limits|workspace-documents)\\.test\\.ts$',
  '<rootDir>/test/domains/api-keys/api-keys\\.cli\\.test\\.ts$',
  '<rootDir>/test/db/embedded-settings\\.test\\.ts$',
  '<rootDir>/test/reliability/database-outage\\.test\\.ts$',
];

// `.ci/run` sets MAPGATE_TEST_SPLIT=1 on both runs: then each of these files runs in one of the two, the one
// test/support/split.js gives it from the seconds each file took (test/support/durations.json), so that
// the runs end together; the embedded run leaves to PostgreSQL those it gives to PostgreSQL.
const onPostgres = !!process.env.TEST_DATABASE_URL;
const splitting = process.env.MAPGATE_TEST_SPLIT === '1' && process.env.MAPGATE_TEST_ALL !== '1';
const leftOut = () => {
  if (splitting) {
    const { split, exactly } = require('./test/support/split.js');
    return split(sameOnEither).taken[onPostgres ? 'pglite' : 'postgres'].map(exactly);
  }
  return onPostgres && process.env.MAPGATE_TEST_ALL !== '1' ? sameOnEither : [];
};

module.exports = {
  testEnvironment: '<rootDir>/test/support/environment.js',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', ...leftOut()],
  // jose 6 and the OpenAPI validator are ESM-only; Jest on Node 20 needs them transformed (docs/choices.md).
  // ruru loads its assets with import(), which in a test file needs Node's --experimental-vm-modules, and
  // that flag kept every finished test file allocated (docs/reliability.md); transformed, import() is require().
  transform: { '^.+\\.(t|j)s$': swc },
  transformIgnorePatterns: [
    '/node_modules/(?!(jose|@seriousme|ruru|@mapbox/vector-tile|@mapbox/point-geometry|pbf|geostyler-[a-z-]+)/)',
  ],
  // The embedded database's module as the environment loaded it, once per worker (test/support/pglite-module.js).
  moduleNameMapper: { '^@electric-sql/pglite$': '<rootDir>/test/support/pglite-module.js' },
  setupFiles: ['<rootDir>/test/support/setup-env.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 60000,
  // Two workers on a 2-core machine: the tests mostly wait on I/O. No recycling of workers: a stopped app
  // leaves nothing running, so a worker does not grow from file to file (docs/reliability.md).
  maxWorkers: 2,
};
