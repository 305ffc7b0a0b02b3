import type { DocumentModel, Figure, Heading, PageModel, Table, TextRun } from '../../model/document-model.js';
import type { FileType } from '../file-types.js';
import { NOWHERE, type Area, type Box, type Location } from '../../model/geometry.js';
import { normaliseText, type OfficeContent } from './office-content.js';

/**
 * The document model of an Office file: the facts read from its XML, placed on the PDF preview's
 * pages when there is one, so that every snippet points at what the reader sees. The preview's own
 * text runs replace the XML's (Contrast then judges rendered colours; the tagged preview keeps the
 * run languages). Without a preview there is one page without size, holding the XML's runs, and
 * nothing has a place.
 */
export function locate(fileType: FileType, content: OfficeContent, preview: DocumentModel | null): DocumentModel {
  const metadata = { title: content.title, language: content.language };
  if (!preview) {
    const page: PageModel = { index: 0, width: 0, height: 0, textRuns: content.runs, images: [], ocr: null };
    return {
      fileType,
      metadata,
      pages: [page],
      structure: null,
      headings: content.headings.map((heading) => ({ ...heading, location: NOWHERE })),
      tables: content.tables.map(({ hasHeaders }) => ({ hasHeaders, location: NOWHERE })),
      figures: content.figures.map((figure) => ({ ...figure, location: NOWHERE })),
    };
  }
  const runs = new RunFinder(preview.pages);
  return {
    fileType,
    metadata,
    pages: preview.pages,
    structure: null,
    headings: locateHeadings(content, preview, runs),
    tables: locateTables(content, preview, runs),
    figures: locateFigures(content, preview),
  };
}

/** By text, in order: the first unused preview heading with the same text, else the first unused run. */
function locateHeadings(content: OfficeContent, preview: DocumentModel, runs: RunFinder): Heading[] {
  const used = new Set<number>();
  return content.headings.map(({ level, text }) => {
    const wanted = normaliseText(text);
    const index = preview.headings.findIndex(
      (candidate, i) => !used.has(i) && normaliseText(candidate.text) === wanted,
    );
    if (index >= 0) {
      used.add(index);
      return { level, text, location: preview.headings[index]!.location };
    }
    return { level, text, location: runs.find(wanted) };
  });
}

/** By the first cell's text: the preview table around that text, else the text itself; else by order. */
function locateTables(content: OfficeContent, preview: DocumentModel, runs: RunFinder): Table[] {
  const used = new Set<number>();
  return content.tables.map(({ hasHeaders, text }, order) => {
    const at = text ? runs.find(normaliseText(text)) : NOWHERE;
    const area = at.areas[0];
    let index = area
      ? preview.tables.findIndex((table, i) => !used.has(i) && table.location.areas.some((a) => contains(a, area)))
      : -1;
    if (index < 0 && !area && !used.has(order) && order < preview.tables.length) index = order;
    if (index < 0) return { hasHeaders, location: at };
    used.add(index);
    return { hasHeaders, location: preview.tables[index]!.location };
  });
}

/** By order: the preview's figures, then the painted images that no preview figure covers. */
function locateFigures(content: OfficeContent, preview: DocumentModel): Figure[] {
  const places: Location[] = preview.figures.map((figure) => figure.location).filter((l) => l.areas.length > 0);
  const covered = places.flatMap((place) => place.areas);
  for (const page of preview.pages) {
    for (const image of page.images) {
      const area = { page: page.index, box: image.box };
      if (!covered.some((other) => other.page === area.page && overlaps(other.box, area.box)))
        places.push({ areas: [area] });
    }
  }
  return content.figures.map((figure, i) => ({ ...figure, location: places[i] ?? NOWHERE }));
}

/** Finds text among the preview's runs, in reading order, each run used once. */
class RunFinder {
  private readonly runs: { page: number; run: TextRun; text: string }[] = [];
  private readonly used = new Set<number>();

  constructor(pages: PageModel[]) {
    for (const page of pages) {
      for (const run of page.textRuns) {
        const text = normaliseText(run.text);
        if (text && !run.artifact && !run.invisible) this.runs.push({ page: page.index, run, text });
      }
    }
  }

  /**
   * The runs that spell `wanted` from the first unused run that begins it (a heading may be split
   * into several runs), or that contains it; NOWHERE if none.
   */
  find(wanted: string): Location {
    if (!wanted) return NOWHERE;
    for (let i = 0; i < this.runs.length; i++) {
      if (this.used.has(i)) continue;
      const { text } = this.runs[i]!;
      if (text.includes(wanted)) return this.take(i, i);
      if (!wanted.startsWith(text)) continue;
      let spelled = text;
      let j = i;
      while (spelled.length < wanted.length && j + 1 < this.runs.length) {
        const next = `${spelled} ${this.runs[j + 1]!.text}`;
        const joined = `${spelled}${this.runs[j + 1]!.text}`;
        if (wanted.startsWith(next)) spelled = next;
        else if (wanted.startsWith(joined)) spelled = joined;
        else break;
        j++;
      }
      if (spelled.length >= wanted.length) return this.take(i, j);
    }
    return NOWHERE;
  }

  private take(from: number, to: number): Location {
    const areas: Area[] = [];
    for (let i = from; i <= to; i++) {
      this.used.add(i);
      const { page, run } = this.runs[i]!;
      const last = areas[areas.length - 1];
      if (last && last.page === page) last.box = union(last.box, run.box);
      else areas.push({ page, box: { ...run.box } });
    }
    return { areas };
  }
}

function contains(outer: Area, inner: Area): boolean {
  const cx = (inner.box.x0 + inner.box.x1) / 2;
  const cy = (inner.box.y0 + inner.box.y1) / 2;
  return (
    outer.page === inner.page && cx >= outer.box.x0 && cx <= outer.box.x1 && cy >= outer.box.y0 && cy <= outer.box.y1
  );
}

function overlaps(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

function union(a: Box, b: Box): Box {
  return { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) };
}
