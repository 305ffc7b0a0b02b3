import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

  it('--html writes one self-contained report: every snippet drawn on its embedded page, nothing fetched', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a11y-html-'));
    try {
      const file = fileURLToPath(new URL('../../fixtures/pdf/files/contrast-low-fail.pdf', import.meta.url));
      const out = path.join(dir, 'report.html');
      const { code, stdout } = await a11y('check', file, '--html', out);
      expect(code).toBe(0);
      expect(stdout).toMatch(/^ {2}Contrast +38%/m); // the usual table too
      const html = fs.readFileSync(out, 'utf8');
      const feedback = JSON.parse((await a11y('check', file, '--json')).stdout);
      const snippets = feedback.report.results.Contrast.snippets;
      expect(html.match(/<div class="box" /g)).toHaveLength(snippets.length);
      expect(html.match(/<img src="data:image\/png;base64,/g)).toHaveLength(1);
      // No script, and nothing to fetch: no src or href but data: URLs and in-page anchors.
      expect(html).not.toMatch(/<script/i);
      expect(
        [...html.matchAll(/(?:src|href)="([^"]*)"/g)]
          .map((m) => m[1]!.slice(0, 5))
          .filter((v) => v !== 'data:' && !v.startsWith('#')),
      ).toEqual([]);
      expect(html).toContain('<title>contrast-low-fail.pdf: accessibility report</title>');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('--html takes one file and a path', async () => {
    for (const args of [
      [PDF, PDF, '--html', 'x.html'],
      [PDF, '--html'],
      [PDF, '--html', 'x.html', '--json'],
    ]) {
      const { code, stderr } = await a11y('check', ...args);
      expect(code).toBe(2);
      expect(stderr).toContain('pnpm a11y check <file> --html <report.html>');
    }
  });
});
