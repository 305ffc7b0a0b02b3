import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { analyseFile } from '../../src/engine/analyse-file.js';
import { collectStages } from '../../src/commons/stage-timings.js';

const fixture = (dir: string, name: string) =>
  fileURLToPath(new URL(`../../fixtures/${dir}/files/${name}`, import.meta.url));

describe('stage timings of one analysis', () => {
  it('times the read and the judging of a PDF', async () => {
    const { value, stages } = await collectStages(() =>
      analyseFile({ path: fixture('pdf', 'alt-text-missing-fail.pdf'), fileType: 'pdf', mimeType: 'application/pdf' }),
    );
    expect(value.feedback.score).toBeGreaterThanOrEqual(0);
    expect(Object.keys(stages).sort()).toEqual(['judge', 'read']);
    expect(stages.read).toBeGreaterThan(0);
  });

  it('times the LibreOffice conversion of an Office file, and its wait for a conversion slot, inside the read', async () => {
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stages-'));
    try {
      const { stages } = await collectStages(() =>
        analyseFile({
          path: fixture('office', 'docx-pass.docx'),
          fileType: 'document',
          mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          workDir,
        }),
      );
      expect(stages.convert).toBeGreaterThan(0);
      expect(stages.convert_wait).toBeGreaterThanOrEqual(0);
      expect(stages.read).toBeGreaterThanOrEqual(stages.convert!);
    } finally {
      fs.rmSync(workDir, { recursive: true, force: true });
    }
  });
});
