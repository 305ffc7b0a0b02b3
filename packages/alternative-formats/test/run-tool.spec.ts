import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { FormatError } from '../src/index.js';
import { runTool, TOOL_LIMITS } from '../src/tools/run-tool.js';
import { withWorkDir } from './support/sources.js';

describe("runTool: speech and braille tools in the engine's sandbox", () => {
  it('writes only in its work directory', async () => {
    await withWorkDir(async (dir) => {
      await runTool('sh', ['-c', 'echo spoken > out.txt'], dir);
      expect(await fs.readFile(path.join(dir, 'out.txt'), 'utf8')).toBe('spoken\n');
    });
  });

  it("sees none of the server's files: not the checkout, not /etc/passwd", async () => {
    await withWorkDir(async (dir) => {
      await expect(runTool('sh', ['-c', `cat ${path.resolve('package.json')}`], dir)).rejects.toThrow(FormatError);
      await expect(runTool('sh', ['-c', 'cat /etc/passwd'], dir)).rejects.toThrow(/No such file/);
    });
  });

  it('is stopped past its time', async () => {
    await withWorkDir(async (dir) => {
      const started = Date.now();
      await expect(runTool('sleep', ['20'], dir, { ...TOOL_LIMITS, timeoutMs: 300 })).rejects.toThrow(
        /longer than 0.3 s/,
      );
      expect(Date.now() - started).toBeLessThan(10_000);
    });
  });

  it('is stopped past its memory', async () => {
    await withWorkDir(async (dir) => {
      // 64 MB of address space: too little for a program that wants 200 MB of it.
      const limits = { ...TOOL_LIMITS, addressSpaceBytes: 64 * 1024 ** 2 };
      await expect(
        runTool('sh', ['-c', 'head -c 200000000 /dev/zero | sort > /dev/null'], dir, limits),
      ).rejects.toThrow(FormatError);
    });
  });
});
