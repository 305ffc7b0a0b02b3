// The one Jest configuration every package uses: ESM mode (NestJS 12 is ESM-only), TypeScript
// through @swc/jest with legacy decorators and their metadata, tests under `test/`.
// `postgres: true` gives the run one real PostgreSQL server (see packages/testing).
// `recycleWorkers: true` bounds the memory of a long suite (below). `setupFilesAfterEnv` runs in
// every test file, before it (for hooks every file of a package needs).
export function jestConfig({ postgres = false, recycleWorkers = false, setupFilesAfterEnv = [] } = {}) {
  return {
    testEnvironment: 'node',
    testMatch: ['<rootDir>/test/**/*.spec.ts'],
    extensionsToTreatAsEsm: ['.ts'],
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    transform: {
      '^.+\\.ts$': [
        '@swc/jest',
        {
          jsc: {
            target: 'es2023',
            parser: { syntax: 'typescript', decorators: true },
            // Declared-but-unset DTO fields must stay absent: PATCH tells "omitted" from "null".
            transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          },
          module: { type: 'es6' },
        },
      ],
    },
    // Generous: CI runs every package's suites at once on two cores, where a test that starts the
    // service twice (on its embedded database) has taken more than a minute. Bounds under test have
    // their own, tighter, limits.
    testTimeout: 180_000,
    setupFilesAfterEnv,
    // A process keeps every module and transform of every file it ran (ESM in vm contexts leaks): the
    // API's suite grew past Node's 4 GB heap. With `recycleWorkers`, Jest runs the files in workers
    // (even with one CPU) and replaces one past 1 GB between files. Not for suites whose child
    // processes may print a V8 heap exhaustion (the engine's memory tests): Jest reads that on a
    // worker's stderr as the worker's own and kills it.
    ...(recycleWorkers ? { workerIdleMemoryLimit: '1GB' } : {}),
    ...(postgres ? { globalSetup: '@app/testing/global-setup', globalTeardown: '@app/testing/global-teardown' } : {}),
  };
}
