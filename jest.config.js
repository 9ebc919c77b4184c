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

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // jose 6 and the OpenAPI validator are ESM-only; Jest on Node 20 needs them transformed (docs/choices.md).
  transform: { '^.+\\.(t|j)s$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(jose|@seriousme)/)'],
  setupFiles: ['<rootDir>/test/support/setup-env.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 60000,
  // Each test file loads its own PGlite (WebAssembly memory is never given back) and app: a worker that
  // ran many files grows by gigabytes, so workers are replaced once they hold more than this. Recycling
  // needs real worker processes, hence two workers even on a 2-core machine (the tests mostly wait on I/O).
  maxWorkers: 2,
  workerIdleMemoryLimit: '1GB',
};
