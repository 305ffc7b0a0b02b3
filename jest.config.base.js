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
    ...(postgres ? { globalSetup: '@app/testing/global-setup', globalTeardown: '@app/testing/global-teardown' } : {}),
  };
}
