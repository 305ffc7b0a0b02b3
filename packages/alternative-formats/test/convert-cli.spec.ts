import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import { SOURCES, withWorkDir } from './support/sources.js';

// The built CLI (`pnpm a11y`), as a person runs it.
const cli = fileURLToPath(new URL('../dist/cli/a11y.js', import.meta.url));
const run = (args: string[], cwd?: string) =>
  promisify(execFile)(process.execPath, [cli, ...args], { cwd }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

describe('pnpm a11y convert', () => {
  it('writes the format to -o', async () => {
    await withWorkDir(async (dir) => {
      const out = path.join(dir, 'report.html');
      const { code, stdout } = await run(['convert', SOURCES.tablePdf.path, '--to', 'html', '-o', out]);
      expect(code).toBe(0);
      expect(stdout).toContain(`${out}: text/html; charset=utf-8`);
      expect(await fs.readFile(out, 'utf8')).toContain('<th scope="col">Collection</th>');
    });
  });

  it('without -o, names the output after the file, in the current directory', async () => {
    await withWorkDir(async (dir) => {
      expect((await run(['convert', SOURCES.docx.path, '--to', 'braille'], dir)).code).toBe(0);
      expect(await fs.readdir(dir)).toEqual(['docx-pass.brf']);
    });
  });

  it('refuses with a reason: a format not made from the file, a file it cannot read; usage for bad arguments', async () => {
    const html = await run(['convert', SOURCES.html.path, '--to', 'html']);
    expect([html.code, html.stderr]).toEqual([1, `${SOURCES.html.path}: Html is not made from html files\n`]);
    const missing = await run(['convert', '/nonexistent.pdf', '--to', 'epub']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('ENOENT');
    const usage = await run(['convert', SOURCES.tablePdf.path, '--to', 'mp4']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: pnpm a11y convert <file> --to');
  });

  it('without a command, shows both commands', async () => {
    const { code, stderr } = await run([]);
    expect(code).toBe(2);
    expect(stderr).toContain('Usage: pnpm a11y convert <file>');
    expect(stderr).toContain('Usage: pnpm a11y check <file>');
  });

  it("still runs the engine's own commands", async () => {
    const { code, stdout } = await run(['check', SOURCES.tablePdf.path]);
    expect(code).toBe(0);
    expect(stdout).toContain('TableHeaders');
  });
});
