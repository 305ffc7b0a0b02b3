import type { DocumentModel, PageModel } from '@app/analysis';
import type { Block } from './content-document.js';

type Run = PageModel['textRuns'][number];

interface Line {
  text: string;
  top: number;
  bottom: number;
  right: number;
  fontSize: number;
}

/** A line this much larger than the body text, and short, reads as a heading. */
const HEADING_RATIO = 1.25;
const HEADING_MAX_CHARACTERS = 120;

/**
 * The content of an untagged PDF (no structure to follow): each page's text runs in content order,
 * joined into lines by position and into paragraphs at a gap wider than a line; short lines in a
 * font clearly larger than the body text are headings, larger sizes higher levels. Artifacts
 * (page furniture) are left out; invisible text (an OCR layer) is the page's text. A page read by
 * OCR gives its recognised text.
 */
export function fromPageText(model: DocumentModel): Block[] {
  const pages = model.pages.map((page) => linesOf(page.textRuns.filter((run) => !run.artifact && !run.recognised)));
  const body = bodySize(pages.flat());
  const headingSizes = [
    ...new Set(
      pages
        .flat()
        .filter((line) => isHeading(line, body))
        .map((line) => line.fontSize),
    ),
  ].sort((a, b) => b - a);
  const blocks: Block[] = [];
  model.pages.forEach((page, i) => {
    if (i > 0) blocks.push({ kind: 'pageBreak', page: i + 1 });
    let paragraph: Line[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.map((line) => line.text).join(' ') });
      paragraph = [];
    };
    for (const line of pages[i]!) {
      if (isHeading(line, body)) {
        flush();
        blocks.push({ kind: 'heading', level: headingSizes.indexOf(line.fontSize) + 1, text: line.text });
        continue;
      }
      const previous = paragraph.at(-1);
      if (
        previous &&
        (line.top - previous.bottom > previous.fontSize * 0.8 || Math.abs(line.fontSize - previous.fontSize) > 1)
      ) {
        flush();
      }
      paragraph.push(line);
    }
    flush();
    if (page.ocr?.text.trim()) blocks.push(...ocrParagraphs(page.ocr.text));
  });
  return blocks;
}

function linesOf(runs: Run[]): Line[] {
  const lines: Line[] = [];
  for (const run of runs) {
    const line = lines.at(-1);
    const fontSize = Math.round(run.fontSize);
    if (line && Math.abs(run.box.y1 - line.bottom) < Math.max(2, run.fontSize * 0.5)) {
      // Runs split where the font changes, mid-word too: a space only where the page shows a gap.
      const gap = run.box.x0 - line.right > run.fontSize * 0.15;
      line.text += (gap && !/\s$/.test(line.text) && !/^\s/.test(run.text) ? ' ' : '') + run.text;
      line.right = run.box.x1;
      line.fontSize = Math.max(line.fontSize, fontSize);
      continue;
    }
    lines.push({ text: run.text, top: run.box.y0, bottom: run.box.y1, right: run.box.x1, fontSize });
  }
  return lines.filter((line) => line.text.trim());
}

/** The font size most of the text is in. */
function bodySize(lines: Line[]): number {
  const weight = new Map<number, number>();
  for (const line of lines) weight.set(line.fontSize, (weight.get(line.fontSize) ?? 0) + line.text.length);
  return [...weight].reduce((best, entry) => (entry[1] > best[1] ? entry : best), [0, -1])[0];
}

const isHeading = (line: Line, body: number): boolean =>
  body > 0 && line.fontSize >= body * HEADING_RATIO && line.text.trim().length <= HEADING_MAX_CHARACTERS;

/** Text OCR read on a scanned page: a paragraph per block of lines. */
export function ocrParagraphs(text: string): Block[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => ({ kind: 'paragraph' as const, text: paragraph }))
    .filter((block) => block.text.trim());
}
