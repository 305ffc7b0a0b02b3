import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { CROSS_FORMAT, FIXABLE_FAILURES, OWN, convertsToPdf, remediateAndCheck } from './support/corpus.js';

describe('OpenDocument remediation', () => {
  it.each(FIXABLE_FAILURES)(
    'ODT %s: %s fixed, nothing worse, the same words, and LibreOffice converts it',
    async (name, check) => {
      const remediation = await remediateAndCheck(path.join(CROSS_FORMAT, `${name}.odt`));
      expect(remediation.changes.map((change) => change.check)).toContain(check);
      await convertsToPdf(remediation.fileName, remediation.file, 'document');
    },
  );

  it.each([
    ['title-missing-fail.odp', 'presentation'],
    ['title-missing-fail.ods', 'spreadsheet'],
  ] as const)('%s: its title set from its first heading or cell', async (name, fileType) => {
    const remediation = await remediateAndCheck(path.join(OWN, name));
    expect(remediation.changes).toMatchObject([{ check: 'Title', needsReview: true, location: { part: 'meta.xml' } }]);
    await convertsToPdf(remediation.fileName, remediation.file, fileType);
  });
});
