import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import sharp from 'sharp';
import type { AnalysisInput } from '../../../src/analyse.js';
import type { ReaderTools } from '../../../src/formats/document-reader.js';
import { readOfficeFile } from '../../../src/formats/office/office-reader.js';
import { readDocument } from '../../../src/formats/readers.js';
import type { Feedback } from '../../../src/feedback.js';
import { withPictureText } from '../../../src/formats/office/picture-text.js';
import type { DocumentModel, Rgb } from '../../../src/model/document-model.js';
import type { Area } from '../../../src/model/geometry.js';
import { OcrEngine } from '../../../src/ocr/ocr-engine.js';
import { evaluateDocument } from '../../../src/scoring/score-document.js';
import { rewrite } from '../../conversion/linked-office-files.js';
import { fixture, readXml } from './support.js';

// Pictures in Office files are read by OCR off the LibreOffice preview, for Contrast: the corpus's
// Word and PowerPoint files with their picture (a 160×100 bar chart shown at 227×142 pt) replaced.

const OOXML = 'application/vnd.openxmlformats-officedocument';
const FILES = [
  {
    corpus: 'docx-pass.docx',
    media: 'word/media/image1.png',
    fileType: 'document',
    mimeType: `${OOXML}.wordprocessingml.document`,
  },
  {
    corpus: 'pptx-pass.pptx',
    media: 'ppt/media/image1.png',
    fileType: 'presentation',
    mimeType: `${OOXML}.presentationml.presentation`,
  },
] as const;
type OfficeFile = (typeof FILES)[number];

const ocr = OcrEngine.create();
const TIMEOUT = 60_000;
let dir: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'picture-text-'));
});

afterAll(async () => {
  await ocr.terminate();
  await fs.rm(dir, { recursive: true, force: true });
});

/** Two lines of 44 px DejaVu Sans in `colour` on white, in the corpus picture's 1.6:1 shape (~12 pt shown). */
function textPicture(colour: string): Promise<Buffer> {
  const lines = ['Library opening hours', 'Monday to Friday 9 to 5'];
  const text = lines.map((line, i) => `<text x="40" y="${170 + i * 110}">${line}</text>`).join('');
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><rect width="100%" height="100%" fill="#fff"/>' +
    `<g font-family="DejaVu Sans" font-size="44" fill="${colour}">${text}</g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The corpus file with its picture replaced by `picture`. */
async function withPicture(file: OfficeFile, picture: Buffer, name: string): Promise<AnalysisInput> {
  const out = await rewrite(file.corpus, path.join(dir, name), () => null, { [file.media]: picture });
  return { path: out, fileType: file.fileType, mimeType: file.mimeType };
}

async function analyse(
  input: AnalysisInput,
  tools: ReaderTools = { ocr },
): Promise<{ document: DocumentModel; feedback: Feedback }> {
  const { document } = await readDocument(input, tools);
  return { document, feedback: evaluateDocument(document) };
}

/** The one picture painted on the preview, where it is. */
function pictureOf(document: DocumentModel): Area {
  const [picture, ...others] = document.pages.flatMap((page) =>
    page.images.map(({ box }) => ({ page: page.index, box })),
  );
  expect(others).toEqual([]);
  return picture!;
}

/** A grey of `level`, give or take the resampling of the picture to the preview's 180 dpi render. */
function expectGrey(colour: Rgb | null, level: number) {
  for (const channel of Object.values(colour!)) expect(Math.abs(channel - level)).toBeLessThanOrEqual(4);
}

const recognised = (document: DocumentModel) =>
  document.pages.flatMap((page) => page.textRuns.filter((run) => run.recognised).map((run) => ({ page, run })));

describe.each(FILES)('text in a picture of $corpus', (file) => {
  it(
    'low contrast: fails Contrast, with a snippet where the picture is on the preview',
    async () => {
      const recognise = jest.spyOn(ocr, 'recognise');
      try {
        const input = await withPicture(file, await textPicture('#bbbbbb'), `low-${file.corpus}`);
        const { document, feedback } = await analyse(input);
        const picture = pictureOf(document);
        // Read in the document's declared language.
        expect(document.metadata.language).toBe('en-US');
        expect(recognise).toHaveBeenCalledWith(expect.anything(), { language: 'en-US' });

        const runs = recognised(document);
        expect(runs.map(({ run }) => run.text).join(' ')).toMatch(/Library opening hours.*Monday to Friday/);
        for (const { page, run } of runs) {
          expect(page.index).toBe(picture.page);
          expectGrey(run.colour, 0xbb);
          expectGrey(run.background, 0xff);
          // 44 px in an 800 px picture shown 227 pt wide: a line box of about 15 pt.
          expect(run.fontSize).toBeGreaterThan(10);
          expect(run.fontSize).toBeLessThan(18);
        }

        const contrast = feedback.report.results.Contrast!;
        expect(contrast.score).toBeLessThan(1);
        const inPicture = (contrast.snippets ?? []).filter((snippet) => snippet.page === picture.page);
        expect(inPicture.length).toBeGreaterThan(0);
        for (const snippet of inPicture) {
          expect(snippet.x0).toBeGreaterThanOrEqual(picture.box.x0 - 1);
          expect(snippet.y0).toBeGreaterThanOrEqual(picture.box.y0 - 1);
          expect(snippet.x1).toBeLessThanOrEqual(picture.box.x1 + 1);
          expect(snippet.y1).toBeLessThanOrEqual(picture.box.y1 + 1);
        }
      } finally {
        recognise.mockRestore();
      }
    },
    TIMEOUT,
  );

  it(
    'high contrast: read, and passes Contrast',
    async () => {
      const input = await withPicture(file, await textPicture('#000000'), `high-${file.corpus}`);
      const { document, feedback } = await analyse(input);
      expect(
        recognised(document)
          .map(({ run }) => run.text)
          .join(' '),
      ).toMatch(/Library opening hours/);
      expect(feedback.report.results.Contrast).toEqual({ score: 1, snippets: [] });
    },
    TIMEOUT,
  );

  it(
    'a picture without text (the corpus bar chart) changes nothing',
    async () => {
      const input = { path: fixture(file.corpus), fileType: file.fileType, mimeType: file.mimeType };
      const { document, feedback } = await analyse(input);
      expect(recognised(document)).toEqual([]);
      expect(feedback).toEqual((await analyse(input, {})).feedback);
    },
    TIMEOUT,
  );
});

describe('withPictureText: bounds', () => {
  it(
    'reads pictures up to a count, never a time: with none to read, the document is judged as before',
    async () => {
      const workDir = await fs.mkdtemp(path.join(dir, 'work-'));
      const input = await withPicture(FILES[0], await textPicture('#bbbbbb'), 'bounded.docx');
      const { document, preview } = await readOfficeFile({ ...input, workDir }, {});
      expect(await withPictureText(document, preview, { ocr, limits: { maxPictures: 0 } })).toBe(document);
    },
    TIMEOUT,
  );

  it('without a preview, a document with pictures leaves Contrast unjudged; decorative pictures do not', async () => {
    const withFigure = await readXml('docx-pass.docx');
    expect((await withPictureText(withFigure, null, { ocr })).unjudged).toEqual([
      {
        check: 'Contrast',
        reason: 'Reading the text in pictures needs the LibreOffice preview, which could not be made',
      },
    ]);
    const decorative = await readXml('docx-image-decorative.docx');
    expect(await withPictureText(decorative, null, { ocr })).toBe(decorative);
  });
});
