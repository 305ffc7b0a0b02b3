import { describe, expect, it } from '@jest/globals';
import { normalise } from '../src/content/normalise.js';
import type { Block } from '../src/index.js';
import { contentOf } from './support/sources.js';

const ofKind = <K extends Block['kind']>(blocks: Block[], kind: K) =>
  blocks.filter((block): block is Extract<Block, { kind: K }> => block.kind === kind);

describe('readContent: a file in reading order', () => {
  it('a tagged PDF: its title, language, headings and its table with header cells', async () => {
    const document = await contentOf('tablePdf');
    expect(document.title).toBe('Town library annual report');
    expect(document).toMatchObject({ language: 'en-US', languageSource: 'declared' });
    const [table] = ofKind(document.blocks, 'table');
    expect(table!.rows[0]!.map((cell) => [cell.text, cell.header, cell.scope])).toEqual([
      ['Collection', true, 'col'],
      ['Loans', true, 'col'],
      ['Change', true, 'col'],
    ]);
    expect(table!.rows[1]!.map((cell) => cell.text)).toEqual(['Children’s books', '18,240', '+9%']);
    expect(table!.rows[1]!.every((cell) => !cell.header)).toBe(true);
  });

  it('a tagged PDF figure: its Alt, and its picture cut from the page as a PNG', async () => {
    const [figure] = ofKind((await contentOf('figurePdf')).blocks, 'figure');
    expect(figure!.alt).toMatch(/\w{4,}/);
    expect(figure!.image!.mediaType).toBe('image/png');
    expect(figure!.image!.data.subarray(1, 4).toString()).toBe('PNG');
  });

  it('keeps the order of the structure tree: every page of a ten-page report, headings among paragraphs', async () => {
    const document = await contentOf('tenPagesPdf');
    const headings = ofKind(document.blocks, 'heading');
    expect(headings[0]).toMatchObject({ level: 1, text: 'Town library annual report' });
    expect(headings.length).toBeGreaterThan(3);
    expect(ofKind(document.blocks, 'pageBreak').map((block) => block.page)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(ofKind(document.blocks, 'paragraph').length).toBeGreaterThan(10);
  });

  it('renumbers headings that skip a level, so that none does in any format', async () => {
    const levels = ofKind((await contentOf('headingSkipPdf')).blocks, 'heading').map((heading) => heading.level);
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]!).toBeLessThanOrEqual(levels[i - 1]! + 1);
  });

  it('an untagged PDF: paragraphs from its page text, its large short line a heading', async () => {
    const document = await contentOf('untaggedPdf');
    expect(ofKind(document.blocks, 'heading')[0]?.text).toBe('Town library annual report');
    expect(ofKind(document.blocks, 'paragraph')[0]?.text).toMatch(/^The town library opened its doors/);
  });

  it('a scanned PDF: the text OCR reads on its page', async () => {
    const document = await contentOf('scannedPdf');
    const text = ofKind(document.blocks, 'paragraph')
      .map((block) => block.text)
      .join(' ');
    expect(text).toMatch(/town library opened its doors/i);
    expect(document.language).toMatch(/^en/);
  });

  it('a presentation through its tagged PDF preview (LibreOffice): slide titles, the table, the picture', async () => {
    const document = await contentOf('pptx');
    expect(ofKind(document.blocks, 'heading').map((heading) => heading.text)).toEqual(
      expect.arrayContaining(['Town library annual report', 'Lending']),
    );
    expect(ofKind(document.blocks, 'table')[0]!.rows[0]!.map((cell) => cell.text)).toEqual([
      'Collection',
      'Loans',
      'Change',
    ]);
    expect(ofKind(document.blocks, 'figure')[0]!.alt).toMatch(/\w{4,}/);
  });

  it('a German PDF is German', async () => {
    expect((await contentOf('germanPdf')).language).toMatch(/^de\b/);
  });

  it('a Word file through mammoth: headings, the table with headers, the picture with its description', async () => {
    const document = await contentOf('docx');
    expect(document.title).toBe('Town library annual report');
    expect(document.language.toLowerCase()).toMatch(/^en/);
    expect(ofKind(document.blocks, 'heading').map((heading) => heading.text)).toContain('Lending');
    const [table] = ofKind(document.blocks, 'table');
    expect(table!.rows[0]!.map((cell) => cell.text)).toEqual(['Collection', 'Loans', 'Change']);
    const [figure] = ofKind(document.blocks, 'figure');
    expect(figure!.alt).toMatch(/\w{4,}/);
    expect(figure!.image).not.toBeNull();
  });

  it('a Word picture without a description keeps none: it is not invented', async () => {
    const figures = ofKind((await contentOf('docxNoAlt')).blocks, 'figure');
    expect(figures.length).toBeGreaterThan(0);
    expect(figures.some((figure) => figure.alt === null)).toBe(true);
  });

  it('an HTML file: parts in another language keep it', async () => {
    const document = await contentOf('htmlLangParts');
    expect(document.blocks.some((block) => 'language' in block && block.language)).toBe(true);
  });
});

describe('normalise', () => {
  it('starts headings at 1, never skips going down, caps at 6; gives a title; detects an undeclared language', () => {
    const text = 'The committee met on Tuesday evening to discuss the budget for the coming year and the new library.';
    const document = normalise({
      title: null,
      language: 'not a language',
      blocks: [
        { kind: 'heading', level: 3, text: 'First' },
        { kind: 'heading', level: 5, text: 'Deeper' },
        { kind: 'heading', level: 9, text: 'Deepest' },
        { kind: 'heading', level: 2, text: 'Back' },
        { kind: 'paragraph', text: `  ${text}  ` },
        { kind: 'paragraph', text: '   ' },
      ],
    });
    expect(ofKind(document.blocks, 'heading').map((heading) => heading.level)).toEqual([1, 2, 3, 2]);
    expect(document.blocks).toHaveLength(5);
    expect(document).toMatchObject({ title: 'First', language: 'en', languageSource: 'detected' });
  });

  it('gives a table without header cells its first row as column headers', () => {
    const document = normalise({
      title: 'T',
      language: 'en',
      blocks: [{ kind: 'table', rows: [[{ text: 'Name', header: false }], [{ text: 'Ada', header: false }]] }],
    });
    expect(ofKind(document.blocks, 'table')[0]!.rows.map((row) => row[0]!.header)).toEqual([true, false]);
  });
});
