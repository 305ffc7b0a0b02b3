import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { OcrEngine, OfficeZip, readOfficeContent } from '@app/analysis';
import { captionsBeside } from '../src/fixes/alternative-text/beside.js';
import { OWN, convertsToPdf, remediateAndCheck } from './support/corpus.js';

const ocr = OcrEngine.create();
afterAll(() => ocr.terminate());

/** What the picture of text in fixtures/build-decks-evidence.mjs says, line after line. */
const PRINTED = 'Opening hours of the library Monday to Friday: nine to seven Saturday: ten to four';
const CAPTION = 'Loans by month, January to March';
const fixture = (name: string, extension: string) => path.join(OWN, `${name}.${extension}`);
const onPage = (page: number) => ({
  page,
  x0: expect.any(Number),
  y0: expect.any(Number),
  x1: expect.any(Number),
  y1: expect.any(Number),
});

const REVIEWED = { check: 'AlternativeText', before: null, needsReview: true };

describe('presentations and spreadsheets: text alternatives from the evidence in the file', () => {
  it('takes a "Figure n:" text shape for a caption only right next to a picture, and for the nearest one', () => {
    const picture = (y0: number) => ({ x0: 2, y0, x1: 10, y1: y0 + 5 });
    const caption = (y0: number, text = 'Figure 1: Loans by month') => ({
      box: { x0: 2, y0, x1: 30, y1: y0 + 1 },
      paragraphs: [text],
    });
    expect(captionsBeside([picture(4)], [caption(9.5)], 1)).toEqual(['Loans by month']);
    // Too far below, or no caption at all.
    expect(captionsBeside([picture(4)], [caption(12)], 1)).toEqual([null]);
    expect(captionsBeside([picture(4)], [caption(9.5, 'Loans rose by six per cent')], 1)).toEqual([null]);
    // Between two pictures: the nearer one takes it; a shape without a box (a placeholder) is no caption.
    expect(captionsBeside([picture(4), picture(10.9)], [caption(9.2)], 1)).toEqual(['Loans by month', null]);
    expect(captionsBeside([picture(4)], [{ box: null, paragraphs: ['Figure 1: Loans'] }], 1)).toEqual([null]);
  });

  it.each([
    ['pptx', 'ppt/slides/slide1.xml', 'p:cNvPr[@id=3]', `<p:cNvPr descr="${CAPTION}" id="3" name="Picture 3">`],
    ['odp', 'content.xml', 'draw:frame[@draw:name="Picture 3"]', `<svg:title>${CAPTION}</svg:title></draw:frame>`],
  ])(
    '%s: from a "Figure n:" text box right next to the picture, for review; LibreOffice converts it',
    async (extension, part, element, written) => {
      const remediation = await remediateAndCheck(fixture('alt-text-caption-fail', extension));
      expect(remediation.feedbackBefore.report.results.AlternativeText?.score).toBe(0);
      expect(remediation.changes).toEqual([
        {
          ...REVIEWED,
          action: 'set the text alternative from its caption',
          location: { ...onPage(0), part, element },
          after: CAPTION,
        },
      ]);
      expect(remediation.leftForPerson).toEqual([]);
      expect(await partOf(remediation.file, part)).toContain(written);
      await convertsToPdf(remediation.fileName, remediation.file, 'presentation');
    },
  );

  it.each([
    ['pptx', 'ppt/slides/slide1.xml', 'p:cNvPr[@id=3]', `descr="${PRINTED}"`, 'presentation'],
    ['odp', 'content.xml', 'draw:frame[@draw:name="Picture 3"]', `<svg:title>${PRINTED}</svg:title>`, 'presentation'],
    ['xlsx', 'xl/drawings/drawing1.xml', 'xdr:cNvPr[@id=0]', `descr="${PRINTED}"`, 'spreadsheet'],
    ['ods', 'content.xml', 'draw:frame[@draw:name="Picture 1"]', `<svg:title>${PRINTED}</svg:title>`, 'spreadsheet'],
  ] as const)(
    '%s: from the text OCR read in a picture of text, for review; LibreOffice converts it',
    async (extension, part, element, written, fileType) => {
      const remediation = await remediateAndCheck(fixture('alt-text-ocr-fail', extension), { ocr });
      expect(remediation.feedbackBefore.report.results.AlternativeText?.score).toBe(0);
      expect(remediation.changes).toEqual([
        {
          ...REVIEWED,
          action: 'set the text alternative from the text in the picture',
          location: { ...onPage(0), part, element },
          after: PRINTED,
        },
      ]);
      expect(await partOf(remediation.file, part)).toContain(written);
      await convertsToPdf(remediation.fileName, remediation.file, fileType);
    },
  );

  it('pptx: without OCR a picture of text is left for a person', async () => {
    const remediation = await remediateAndCheck(fixture('alt-text-ocr-fail', 'pptx'));
    expect(remediation.changes).toEqual([]);
    expect(remediation.leftForPerson).toMatchObject([
      { check: 'AlternativeText', location: { part: 'ppt/slides/slide1.xml' }, reason: expect.any(String) },
    ]);
  });

  it.each(['pptx', 'odp'])('%s: a chart without a caption is left for a person, even with OCR', async (extension) => {
    const remediation = await remediateAndCheck(fixture('picture-chart-fail', extension), { ocr });
    expect(remediation.changes).toEqual([]);
    expect(remediation.leftForPerson).toMatchObject([
      { check: 'AlternativeText', location: onPage(0), reason: expect.stringContaining('no picture of text') },
    ]);
  });
});

describe('presentations: LanguageCorrect per passage', () => {
  it('pptx: lang on the runs of each passage in another language, and LibreOffice converts it', async () => {
    const file = fixture('language-passage-fail', 'pptx');
    const remediation = await remediateAndCheck(file);
    expect(remediation.changes).toMatchObject([
      { check: 'LanguageCorrect', action: 'declared the document language', before: 'de-DE', after: 'en' },
      {
        check: 'LanguageCorrect',
        action: 'marked the language of a passage',
        location: { part: 'ppt/slides/slide2.xml', element: 'a:p[2]' },
        before: 'de-DE',
        after: 'fr',
      },
      {
        check: 'LanguageCorrect',
        action: 'marked the language of a passage',
        location: { part: 'ppt/slides/slide2.xml', element: 'a:p[4]' },
        before: 'fr-FR',
        after: 'en',
      },
    ]);
    expect(remediation.feedbackAfter.report.results.LanguageCorrect?.score).toBe(1);
    const slide = await partOf(remediation.file, 'ppt/slides/slide2.xml');
    expect(slide).toContain('<a:r><a:rPr lang="fr" sz="1400" dirty="0"/><a:t>La bibliothèque');
    expect(slide).not.toContain('fr-FR');
    // The analysis' Office reader reads each run's language from the copy (the English one's is now the document's).
    expect(await runLanguages(remediation.fileName, remediation.file)).toEqual(['fr']);
    expect(await runLanguages(path.basename(file), await readFile(file))).toEqual(['fr-FR']);
    await convertsToPdf(remediation.fileName, remediation.file, 'presentation');
  });

  it('odp: the passage in a span of an automatic text style with fo:language, and LibreOffice converts it', async () => {
    const remediation = await remediateAndCheck(fixture('language-passage-fail', 'odp'));
    expect(remediation.changes).toMatchObject([
      { check: 'LanguageCorrect', action: 'declared the document language', before: 'de-DE', after: 'en' },
      {
        check: 'LanguageCorrect',
        action: 'marked the language of a passage',
        location: { part: 'content.xml', element: 'text:p[5]' },
        before: 'de-DE',
        after: 'fr',
      },
    ]);
    expect(remediation.feedbackAfter.report.results.LanguageCorrect?.score).toBe(1);
    const content = await partOf(remediation.file, 'content.xml');
    expect(content).toContain(
      '<style:style style:name="Language_fr" style:family="text"><style:text-properties fo:language="fr" fo:country="none"/></style:style>',
    );
    expect(content).toMatch(
      /<text:span text:style-name="Language_fr"><text:span text:style-name="T\d">La bibliothèque/,
    );
    // The English paragraph marked French keeps its author's span (fr-FR): a span with a language is left.
    expect(await runLanguages(remediation.fileName, remediation.file)).toEqual(['fr', 'fr-FR']);
    await convertsToPdf(remediation.fileName, remediation.file, 'presentation');
  });
});

/** The languages the analysis' Office reader gives the file's runs (those differing from the document's), in order, once each. */
async function runLanguages(name: string, bytes: Buffer): Promise<string[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'remediation-runs-'));
  try {
    await writeFile(path.join(dir, name), bytes);
    const content = await readOfficeContent(path.join(dir, name));
    const languages = content.runs.map((run) => run.language).filter((language): language is string => !!language);
    return languages.filter((language, i) => language !== languages[i - 1]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function partOf(file: Buffer, name: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'remediation-part-'));
  try {
    await writeFile(path.join(dir, 'file.zip'), file);
    const zip = await OfficeZip.open(path.join(dir, 'file.zip'));
    return zip.read(name)!.toString('utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
