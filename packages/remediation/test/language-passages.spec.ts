import { describe, expect, it } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { OfficeZip } from '@app/analysis';
import { load } from 'cheerio';
import { passageLanguage } from '../src/fixes/language-correct/passage-language.js';
import { CROSS_FORMAT, OWN, convertsToPdf, remediateAndCheck } from './support/corpus.js';

const ENGLISH =
  'Most visitors still come for books. Lending rose by six per cent compared with the year before, and the children’s section was once again the busiest part of the building.';
/** The French paragraph of fixtures/build-passages-pictures.mjs (the analysis' fixture prose). */
const FRENCH =
  'La bibliothèque municipale a ouvert ses portes dans un ancien entrepôt de la gare il y a plus de quarante ans.';

const fixture = (extension: string) => path.join(OWN, `language-passage-fail.${extension}`);

/** English text declared German, a French paragraph unmarked, an English one marked French. */
const EXPECTED = [
  { check: 'LanguageCorrect', action: 'declared the document language', before: 'de-DE', after: 'en' },
  { check: 'LanguageCorrect', action: 'marked the language of a passage', before: 'de-DE', after: 'fr' },
  { check: 'LanguageCorrect', action: 'marked the language of a passage', before: 'fr-FR', after: 'en' },
];

describe('LanguageCorrect per passage', () => {
  it('marks a passage only when the detector is confident and the judge says it is another language', () => {
    expect(passageLanguage({ text: FRENCH, language: null }, 'en')).toBe('fr');
    expect(passageLanguage({ text: FRENCH, language: 'fr-CA' }, 'en')).toBeNull();
    expect(passageLanguage({ text: ENGLISH, language: null }, 'en')).toBeNull();
    expect(passageLanguage({ text: ENGLISH, language: 'fr' }, 'en')).toBe('en');
    // Too short to be sure of: left alone, whatever its language.
    expect(passageLanguage({ text: 'Bonjour à tous', language: null }, 'en')).toBeNull();
  });

  it('HTML: lang on the passages, the document language declared, nothing else changed', async () => {
    const remediation = await remediateAndCheck(fixture('html'));
    expect(remediation.changes).toMatchObject(
      EXPECTED.map((change) => ({ ...change, needsReview: false })).map((change, i) =>
        i === 0 ? change : { ...change, location: { selector: expect.stringMatching(/^body > main > p:nth-of-type/) } },
      ),
    );
    expect(remediation.feedbackBefore.report.results.LanguageCorrect?.score).toBe(0);
    expect(remediation.feedbackAfter.report.results.LanguageCorrect?.score).toBe(1);
    const $ = load(remediation.file.toString('utf8'));
    expect($('html').attr('lang')).toBe('en');
    expect(
      $('p')
        .toArray()
        .map((p) => $(p).attr('lang') ?? null),
    ).toEqual([null, null, 'fr', null, 'en']);
    expect(remediation.leftForPerson).toEqual([]);
  });

  it('DOCX: w:lang on the runs of each passage, and LibreOffice converts it', async () => {
    const remediation = await remediateAndCheck(fixture('docx'));
    expect(remediation.changes).toMatchObject(EXPECTED);
    expect(remediation.changes.slice(1).map((change) => change.location)).toEqual([
      { part: 'word/document.xml', element: 'w:p[4]' },
      { part: 'word/document.xml', element: 'w:p[6]' },
    ]);
    expect(remediation.feedbackAfter.report.results.LanguageCorrect?.score).toBe(1);
    const xml = await part(remediation.file, 'word/document.xml');
    expect(xml).toContain(`<w:r><w:rPr><w:lang w:val="fr"/></w:rPr><w:t xml:space="preserve">${FRENCH.slice(0, 20)}`);
    expect(xml).toContain('<w:rPr><w:lang w:val="en"/></w:rPr>');
    await convertsToPdf(remediation.fileName, remediation.file, 'document');
  });

  it('ODT: the passages in a span of an automatic text style with fo:language, and LibreOffice converts it', async () => {
    const remediation = await remediateAndCheck(fixture('odt'));
    expect(remediation.changes).toMatchObject(EXPECTED);
    expect(remediation.changes.slice(1).map((change) => change.location)).toEqual([
      { part: 'content.xml', element: 'text:p[3]' },
      { part: 'content.xml', element: 'text:p[5]' },
    ]);
    expect(remediation.feedbackAfter.report.results.LanguageCorrect?.score).toBe(1);
    const xml = await part(remediation.file, 'content.xml');
    expect(xml).toContain(
      '<style:style style:name="Language_fr" style:family="text"><style:text-properties fo:language="fr" fo:country="none"/></style:style>',
    );
    expect(xml).toContain(`<text:span text:style-name="Language_fr">${FRENCH.slice(0, 20)}`);
    expect(xml).toContain('<text:p text:style-name="French"><text:span text:style-name="Language_en">');
    await convertsToPdf(remediation.fileName, remediation.file, 'document');
  });

  it.each(['html', 'docx', 'odt'])(
    '%s: a document whose language is only wrong as a whole gets no passage changes',
    async (extension) => {
      const remediation = await remediateAndCheck(path.join(CROSS_FORMAT, `language-wrong-fail.${extension}`));
      expect(remediation.changes.map((change) => change.action)).toEqual(['declared the document language']);
    },
  );
});

async function part(file: Buffer, name: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'remediation-part-'));
  try {
    await writeFile(path.join(dir, 'file.zip'), file);
    const zip = await OfficeZip.open(path.join(dir, 'file.zip'));
    return zip.read(name)!.toString('utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
