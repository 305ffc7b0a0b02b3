import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';

/**
 * The architecture's boundaries are lint rules (eslint.config.js at the root); this proves they
 * fire where they should and stay quiet where imports are allowed, on code written in place.
 */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** Probes are not files of a tsconfig: their types come from TypeScript's default project. */
const FLOATING_PROBE = 'floating-promise-probe.ts';
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', 'import-x/no-cycle': 'off' },
  },
});
const typeAware = new ESLint({
  cwd: ROOT,
  overrideConfig: {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: [FLOATING_PROBE] } } },
  },
});

/**
 * The cycle rule, off above: on a real file it walks the whole import graph below it. Here it
 * lints probe files that import only each other, and they must be on disk (it resolves and
 * parses the modules a file imports, and ignores text without a file): a scratch folder in the
 * package's git-ignored test-artifacts/, outside every tsconfig and test match.
 */
const cycles = new ESLint({
  cwd: ROOT,
  overrideConfig: {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
});
const PROBES = `${ROOT}apps/api/test-artifacts/`;

/** Writes `files` (name → code) to a fresh folder, lints them all, and removes the folder. */
async function rulesBrokenOnDisk(files: Record<string, string>): Promise<Record<string, string[]>> {
  fs.mkdirSync(PROBES, { recursive: true });
  const dir = fs.mkdtempSync(path.join(PROBES, 'cycle-probe-'));
  try {
    for (const [name, code] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), code);
    const results = await cycles.lintFiles(Object.keys(files).map((name) => path.join(dir, name)));
    return Object.fromEntries(
      results.map((result) => [
        path.basename(result.filePath),
        result.messages.map((message) => message.ruleId ?? message.message),
      ]),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function rulesBroken(file: string, code: string, linter = eslint): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath: `${ROOT}${file}` });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const imports = (from: string) => `import * as imported from '${from}';\nexport const used = imported;\n`;

describe('the boundaries ESLint keeps', () => {
  it('analysis checks never import formats, but read the model', async () => {
    const check = 'packages/analysis/src/checks/boundary-probe.ts';
    expect(await rulesBroken(check, imports('../formats/file-types.js'))).toEqual(['no-restricted-imports']);
    expect(await rulesBroken(check, imports('../model/document-model.js'))).toEqual([]);
  });

  it('packages never import apps', async () => {
    const file = 'packages/queue/src/boundary-probe.ts';
    expect(await rulesBroken(file, imports('@app/api'))).toEqual(['no-restricted-imports']);
    expect(await rulesBroken(file, imports('../../../apps/viewer/src/main.js'))).toEqual(['no-restricted-imports']);
  });

  it('no package imports the worker', async () => {
    const file = 'packages/queue/src/boundary-probe.ts';
    expect(await rulesBroken(file, imports('@app/worker'))).toEqual(['no-restricted-imports']);
  });

  it('shared HTTP code never imports a feature', async () => {
    const file = 'apps/api/src/common/http/boundary-probe.ts';
    expect(await rulesBroken(file, imports('../../learn/learn-paths.js'))).toEqual(['no-restricted-imports']);
    expect(await rulesBroken(file, imports('../../accessibility/clients/api-security.js'))).toEqual([
      'no-restricted-imports',
    ]);
    expect(await rulesBroken(file, imports('./error-response.js'))).toEqual([]);
  });

  it('features never import each other; Learn’s common/ imports no Learn module', async () => {
    expect(
      await rulesBroken('apps/api/src/learn/boundary-probe.ts', imports('../accessibility/clients/api-security.js')),
    ).toEqual(['no-restricted-imports']);
    expect(
      await rulesBroken('apps/api/src/accessibility/boundary-probe.ts', imports('../learn/learn-paths.js')),
    ).toEqual(['no-restricted-imports']);
    expect(
      await rulesBroken('apps/api/src/learn/common/boundary-probe.ts', imports('../course-data/users/user-view.js')),
    ).toEqual(['no-restricted-imports']);
    expect(
      await rulesBroken('apps/api/src/learn/course-data/boundary-probe.ts', imports('../common/path-params.js')),
    ).toEqual([]);
  });

  it('Express stays at the HTTP edge', async () => {
    const code = "import type { Request } from 'express';\nexport type Incoming = Request;\n";
    expect(await rulesBroken('apps/api/src/learn/course-data/users/boundary-probe.service.ts', code)).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
    expect(await rulesBroken('apps/api/src/learn/course-data/users/boundary-probe.controller.ts', code)).toEqual([]);
  });

  it('an import cycle is an error, in both of its files', async () => {
    expect(
      await rulesBrokenOnDisk({ 'a-probe.ts': imports('./b-probe.js'), 'b-probe.ts': imports('./a-probe.js') }),
    ).toEqual({ 'a-probe.ts': ['import-x/no-cycle'], 'b-probe.ts': ['import-x/no-cycle'] });
    expect(
      await rulesBrokenOnDisk({ 'a-probe.ts': imports('./b-probe.js'), 'b-probe.ts': 'export const leaf = 1;\n' }),
    ).toEqual({ 'a-probe.ts': [], 'b-probe.ts': [] });
  });

  it('a floating promise is an error', async () => {
    const code = 'export async function later(): Promise<void> {}\nlater();\nvoid later();\n';
    expect(await rulesBroken(FLOATING_PROBE, code, typeAware)).toEqual(['@typescript-eslint/no-floating-promises']);
  });
});
