import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { OWN, convertsToPdf, remediateAndCheck } from './support/corpus.js';

describe('PowerPoint and Excel remediation', () => {
  it.each([
    ['title-missing-fail.pptx', 'presentation'],
    ['title-missing-fail.xlsx', 'spreadsheet'],
  ] as const)(
    '%s: its title set, nothing worse, the same words, and LibreOffice converts it',
    async (name, fileType) => {
      const remediation = await remediateAndCheck(path.join(OWN, name));
      expect(remediation.changes).toMatchObject([
        { check: 'Title', needsReview: true, location: { part: 'docProps/core.xml' } },
      ]);
      await convertsToPdf(remediation.fileName, remediation.file, fileType);
    },
  );

  it('leaves an xlsx file its missing language (it has nowhere the analysis reads one)', async () => {
    const remediation = await remediateAndCheck(path.join(OWN, 'title-missing-fail.xlsx'));
    expect(remediation.leftForPerson.map((left) => left.check)).toContain('LanguagePresence');
  });

  it('declares the language of a presentation that has none, in its default text style', async () => {
    const remediation = await remediateAndCheck(path.join(OWN, 'language-missing-fail.pptx'));
    expect(remediation.changes).toMatchObject([
      { check: 'LanguagePresence', after: 'en', location: { part: 'ppt/presentation.xml' } },
    ]);
    expect(remediation.feedbackAfter.report.results.LanguageCorrect?.score).toBe(1);
    await convertsToPdf(remediation.fileName, remediation.file, 'presentation');
  });
});
