import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import { CHECKS } from '../../src/checks/registry.js';

// The built CLI (`pnpm a11y`), as a person runs it.
const CLI = fileURLToPath(new URL('../../dist/cli/a11y-cli.js', import.meta.url));
const PDF = fileURLToPath(new URL('../../fixtures/pdf/files/tagged-pass.pdf', import.meta.url));

async function a11y(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI, ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('pnpm a11y check', () => {
  it('--explain shows under each check its description and references, from the check definitions', async () => {
    const { code, stdout } = await a11y('check', PDF, '--explain');
    expect(code).toBe(0);
    const title = CHECKS.find((check) => check.name === 'Title')!;
    expect(stdout).toMatch(/^ {2}Title +100%/m);
    expect(stdout).toContain(`      ${title.description}\n      (${title.references.join(', ')})`);
  }, 60_000);

  it('without --explain, one line per check', async () => {
    const { code, stdout } = await a11y('check', PDF);
    expect(code).toBe(0);
    expect(stdout).not.toContain(CHECKS.find((check) => check.name === 'Title')!.description);
  }, 60_000);

  it('refuses an unknown flag with the usage', async () => {
    const { code, stderr } = await a11y('check', PDF, '--explian');
    expect(code).toBe(2);
    expect(stderr).toContain('Usage: pnpm a11y check <file>... [--json | --explain]');
  });
});
