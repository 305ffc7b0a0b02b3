// The project's linter: what tsc and prettier cannot see. Type-aware where it must be (floating
// promises), no import cycles, and the architecture's boundaries written as import rules, so a
// break is a lint error naming the rule rather than a reviewer's catch. Run by `pnpm test` and
// `pnpm lint`.
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/** `no-restricted-imports` patterns that forbid importing `folders` (relative or not), with the reason. */
const forbid = (folders, message) => ({ group: folders.map((folder) => `**/${folder}/**`), message });

const API = 'apps/api/src';
const FEATURES = ['learn', 'accessibility', 'health'];
const otherFeatures = (feature) => FEATURES.filter((other) => other !== feature);
const FEATURE_RULE = 'Features never import each other: share through common/ or a package, or let the app wire them';

/** The boundaries: for each group of files, the imports it must not make. */
const BOUNDARIES = [
  {
    files: ['packages/*/src/**/*.ts'],
    patterns: [
      {
        group: ['@app/api', '@app/api/*', '**/apps/**'],
        message: 'Packages never import apps: apps depend on packages, never the reverse',
      },
      {
        group: ['@app/worker', '@app/worker/*'],
        message:
          "No package imports the worker: it runs the other packages' work, and the service (apps/api) starts it",
      },
    ],
  },
  {
    files: ['packages/content-contract/src/**/*.ts'],
    patterns: [
      {
        regex: '^(?!\\.)',
        message: 'The wire contract depends on nothing (the API, the engine and the browser bundle all import it)',
      },
    ],
  },
  {
    files: ['packages/analysis/src/checks/**/*.ts'],
    patterns: [
      forbid(['formats'], 'Checks judge the document model only; they never import formats (formats → model ← checks)'),
    ],
  },
  {
    files: [`${API}/common/**/*.ts`],
    patterns: [
      forbid(
        [...FEATURES, 'app'],
        'Shared code (common/) depends on nothing above it: features register what it needs',
      ),
    ],
  },
  ...FEATURES.map((feature) => ({
    files: [`${API}/${feature}/**/*.ts`],
    ignores: [`${API}/learn/common/**/*.ts`],
    patterns: [forbid(otherFeatures(feature), FEATURE_RULE)],
  })),
  {
    // Learn's shared building blocks serve its modules and know none of them.
    files: [`${API}/learn/common/**/*.ts`],
    patterns: [
      forbid(otherFeatures('learn'), FEATURE_RULE),
      forbid(['adaptive-release', 'availability', 'course-data'], "Learn's common/ never imports a Learn module"),
    ],
  },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/src/generated/**', '**/*.js', '**/*.mjs', '**/*.cjs'],
  },
  {
    files: ['**/*.ts'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: {
        projectService: { allowDefaultProject: ['packages/database/prisma.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { '@typescript-eslint': tseslint.plugin, 'import-x': importX },
    settings: {
      // Dependencies are parsed as TypeScript too, or import-x sees no imports in them (and no cycle).
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // A promise nobody awaits loses its error (an unhandled rejection) and its ordering.
      '@typescript-eslint/no-floating-promises': 'error',
      // Cycles make load order matter and hide a missing layer. Type-only imports (`import type`)
      // are not followed: they vanish at compile time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Express belongs to the HTTP edge: controllers, guards, param decorators, interceptors,
    // filters and middleware. Services and what they call take Node's IncomingMessage at most.
    files: [`${API}/**/*.ts`],
    ignores: [
      `${API}/**/*.{controller,guard,decorator,interceptor,filter,middleware}.ts`,
      `${API}/common/http/**`,
      `${API}/app/**`,
      `${API}/runtime/**`,
      `${API}/accessibility/clients/caller.ts`,
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'express', message: 'No Express types below controllers: pass what the service needs' }] },
      ],
    },
  },
  ...BOUNDARIES.map(({ files, ignores, patterns }) => ({
    files,
    ...(ignores && { ignores }),
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  })),
);
