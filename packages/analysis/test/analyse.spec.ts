import { describe, expect, it } from '@jest/globals';
import { analyse, AnalysisError, FILE_TYPES } from '../src/index.js';

describe('analyse (before the format adapters arrive)', () => {
  it.each([
    ['pdf', 'Analysis of PDF files is not available yet'],
    ['document', 'Analysis of word processor files is not available yet'],
    ['image', 'Analysis of image files is not available yet'],
  ] as const)('refuses %s files at once, saying why, as an AnalysisError (no retry)', async (fileType, message) => {
    const result = analyse({ path: '/nonexistent', fileType, mimeType: 'x/y' });
    await expect(result).rejects.toBeInstanceOf(AnalysisError);
    await expect(result).rejects.toThrow(message);
  });

  it('has a reason for every file type', async () => {
    for (const fileType of FILE_TYPES) {
      await expect(analyse({ path: '/x', fileType, mimeType: 'x/y' })).rejects.toThrow(
        /^Analysis of .+ is not available yet$/,
      );
    }
  });
});
