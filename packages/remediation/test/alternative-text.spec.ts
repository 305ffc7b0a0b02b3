import { afterAll, describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { OcrEngine } from '@app/analysis';
import { load } from 'cheerio';
import { pictureOfText } from '../src/fixes/alternative-text/picture-text.js';
import { CROSS_FORMAT, OWN, convertsToPdf, remediateAndCheck } from './support/corpus.js';

const ocr = OcrEngine.create();
afterAll(() => ocr.terminate());

/** What the picture of text in fixtures/build-passages-pictures.mjs says, line after line. */
const PRINTED = 'Opening hours of the library Monday to Friday: nine to seven Saturday: ten to four';

describe('AlternativeText from the evidence in the file', () => {
  it('takes a picture for a picture of text only with enough words covering enough of it', () => {
    const picture = { x0: 0, y0: 0, x1: 900, y1: 300 };
    const line = (text: string, y0: number, x1 = 700) => ({ text, box: { x0: 40, y0, x1, y1: y0 + 50 } });
    const lines = [line('Opening hours of the library', 40), line('Saturday: ten to four', 120)];
    expect(pictureOfText(lines, picture)).toBe('Opening hours of the library Saturday: ten to four');
    // A chart's labels: a few short words over a small share of it.
    expect(pictureOfText([line('Jan Feb Mar', 250, 200)], picture)).toBeNull();
    expect(pictureOfText([line('Loans per month in the town library', 0, 300)], picture)).toBeNull();
    expect(pictureOfText([line('2021 2022', 40), line('1,200 3,400', 120)], picture)).toBeNull();
  });

  it('ODT: svg:title from a "Figure n:" paragraph and from a LibreOffice caption (text:sequence), for review', async () => {
    const remediation = await remediateAndCheck(path.join(OWN, 'alt-text-caption-fail.odt'));
    expect(remediation.changes).toEqual([
      {
        check: 'AlternativeText',
        action: 'set the text alternative from its caption',
        location: { part: 'content.xml', element: 'draw:frame[@draw:name="Picture 1"]' },
        before: null,
        after: 'Loans by month, January to March',
        needsReview: true,
      },
      {
        check: 'AlternativeText',
        action: 'set the text alternative from its caption',
        location: { part: 'content.xml', element: 'draw:frame[@draw:name="Picture 2"]' },
        before: null,
        after: 'Visits per branch library',
        needsReview: true,
      },
    ]);
    expect(remediation.feedbackBefore.report.results.AlternativeText?.score).toBe(0);
    await convertsToPdf(remediation.fileName, remediation.file, 'document');
  });

  it('ODT: pictures without a caption are left for a person, nothing invented', async () => {
    const remediation = await remediateAndCheck(path.join(CROSS_FORMAT, 'alternative-text-partial-fail.odt'));
    expect(remediation.changes).toEqual([]);
    expect(remediation.leftForPerson).toMatchObject([
      { check: 'AlternativeText', location: { element: 'draw:frame[@draw:name="Picture 2"]' } },
      { check: 'AlternativeText', location: { element: 'draw:frame[@draw:name="Picture 3"]' } },
    ]);
  });

  it.each(['html', 'docx', 'odt'])(
    '%s: a picture of text gets the text OCR read in it, for review',
    async (extension) => {
      const remediation = await remediateAndCheck(path.join(OWN, `alt-text-ocr-fail.${extension}`), { ocr });
      expect(remediation.changes).toMatchObject([
        {
          check: 'AlternativeText',
          action: 'set the text alternative from the text in the picture',
          before: null,
          after: PRINTED,
          needsReview: true,
        },
      ]);
      expect(remediation.feedbackBefore.report.results.AlternativeText?.score).toBe(0);
      if (extension === 'html') {
        expect(load(remediation.file.toString('utf8'))('img').attr('alt')).toBe(PRINTED);
      } else {
        await convertsToPdf(remediation.fileName, remediation.file, 'document');
      }
    },
  );

  it.each(
    [
      path.join(OWN, 'picture-chart-fail.html'),
      path.join(CROSS_FORMAT, 'picture-missing-fail.docx'),
      path.join(CROSS_FORMAT, 'picture-missing-fail.odt'),
    ].map((file) => [path.basename(file), file]),
  )('%s: a picture that is no picture of text is left for a person, even with OCR', async (_name, file) => {
    const remediation = await remediateAndCheck(file, { ocr });
    expect(remediation.changes).toEqual([]);
    expect(remediation.leftForPerson).toMatchObject([
      { check: 'AlternativeText', reason: expect.stringContaining('no picture of text') },
    ]);
  });
});
