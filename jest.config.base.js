// The one Jest configuration every package uses: ESM mode (NestJS 12 is ESM-only), TypeScript
// through @swc/jest with legacy decorators and their metadata, tests under `test/`.
// `postgres: true` gives the run one real PostgreSQL server (see packages/testing).
export function jestConfig({ postgres = false } = {}) {
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
    testTimeout: 60_000,
    // A worker keeps every module and transform of every file it ran (ESM in vm contexts leaks): the
    // API's suite grew one past Node's 4 GB heap. Jest replaces a worker past this between files
    // (and uses workers, not the main process, even with one CPU).
    workerIdleMemoryLimit: '1GB',
    ...(postgres ? { globalSetup: '@app/testing/global-setup', globalTeardown: '@app/testing/global-teardown' } : {}),
  };
}
