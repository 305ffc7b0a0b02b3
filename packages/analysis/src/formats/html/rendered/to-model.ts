import { requiredContrast } from '../../../commons/colour/contrast-ratio.js';
import type {
  DocumentModel,
  Figure,
  Heading,
  PageModel,
  Table,
  TextRun,
  UnjudgedCheck,
} from '../../../model/document-model.js';
import { SharedColours } from '../../../model/shared-colours.js';
import { judgeBackground } from './judge-contrast.js';
import { areasOf, POINTS_PER_PX, VIEWPORT_WIDTH_PX } from './page-layout.js';
import type { RawRect } from './raw-page.js';
import type { RenderedSlice } from './render-slice.js';
import { parseTextShadow, shadowBackground } from './text-shadow.js';

/**
 * The rendered page as the document model, built a slice at a time (render-html.ts hands each
 * slice over as it is read, and keeps nothing of it: a long page's memory is its model and one
 * slice, not every slice's readings too): one model page per preview page, text runs (one per line
 * of a text node) placed on them with their element's CSS selector, colours judged from the pixels
 * behind them and their shadows (judge-contrast.ts; a line whose shadows leave its verdict
 * undecided is left unjudged, its element listed in `unjudged`), and headings, tables and figures
 * as the browser exposes them to assistive technology.
 */
export class HtmlModelBuilder {
  private readonly pages: PageModel[] = [];
  private readonly headings: Heading[] = [];
  private readonly tables: Table[] = [];
  private readonly figures: Figure[] = [];
  private readonly unsure = new Set<string>();
  private readonly colours = new SharedColours();
  private metadata: { title: string | null; language: string | null } | null = null;

  /**
   * Adds a slice whose preview starts on page `firstPage` (its boxes are its own, from its top: they
   * are moved down to that page). The first slice gives the document's title and language.
   */
  addSlice(slice: RenderedSlice, firstPage: number): void {
    const { structure, runs, backgrounds, pageHeightPx } = slice;
    this.metadata ??= { title: structure.title, language: structure.language };
    while (this.pages.length < Math.max(1, firstPage + slice.pages))
      this.pages.push(emptyPage(this.pages.length, pageHeightPx));
    const top = firstPage * pageHeightPx;
    const areas = (rect: RawRect | null) => areasOf(rect && { ...rect, y: rect.y + top }, pageHeightPx);
    const documentLanguage = this.metadata.language?.toLowerCase() ?? null;
    const own = (language: string | null) =>
      language && language.toLowerCase() !== documentLanguage ? language : null;
    runs.forEach((run, runIndex) => {
      const shadow = shadowBackground(parseTextShadow(run.textShadow), run.fontSizePx);
      const fontSize = run.fontSizePx * POINTS_PER_PX;
      const bold = run.fontWeight >= 700;
      const alpha = (run.colour?.[3] ?? 1) * run.opacity;
      const language = own(run.language);
      run.lines.forEach((line, lineIndex) => {
        const [area] = areas(line);
        const page = area ? this.pages[Math.min(area.page, this.pages.length - 1)]! : this.pages[0]!;
        const judged =
          run.colour && !run.inactive
            ? judgeBackground(
                { r: run.colour[0], g: run.colour[1], b: run.colour[2] },
                alpha,
                backgrounds[runIndex]![lineIndex]!,
                shadow,
                requiredContrast(fontSize, bold),
              )
            : null;
        const invisible = run.invisible || line.covered || line.width * line.height < 4;
        if (judged && 'unsure' in judged && !invisible && !run.icon) this.unsure.add(run.selector);
        const colours = judged && 'colour' in judged ? judged : null;
        const textRun: TextRun = {
          text: line.text,
          box: area?.box ?? { x0: 0, y0: 0, x1: 0, y1: 0 },
          fontSize,
          bold,
          colour: this.colours.shared(colours?.colour ?? null),
          background: this.colours.shared(colours?.background ?? null),
          ...(colours && shadow.kind === 'halo' ? { backgroundSource: 'its text-shadow halo' } : {}),
          invisible,
          // A glyph standing for an icon is no text of the document: neither its contrast nor its language is judged.
          artifact: run.icon,
          tagged: true,
          language,
          // A line placed on its page is there (runLocation); one with no place keeps its element.
          ...(area?.page === page.index
            ? { selector: run.selector }
            : { location: { areas: area ? [area] : [], selector: run.selector } }),
        };
        page.textRuns.push(textRun);
      });
    });
    for (const heading of structure.headings) {
      this.headings.push({
        level: heading.level,
        text: heading.text,
        location: { areas: areas(heading.rect), selector: heading.selector },
      });
    }
    for (const table of structure.tables) {
      this.tables.push({
        hasHeaders: table.hasHeaders,
        location: { areas: areas(table.rect), selector: table.selector },
      });
    }
    for (const figure of structure.figures) {
      this.figures.push({
        alternativeText: figure.alternativeText,
        decorative: figure.decorative,
        language: own(figure.language),
        location: { areas: areas(figure.rect), selector: figure.selector },
      });
    }
  }

  /** The document model of the slices added. */
  build(): DocumentModel {
    return {
      fileType: 'html',
      metadata: this.metadata ?? { title: null, language: null },
      pages: this.pages.length > 0 ? this.pages : [emptyPage(0, 0)],
      structure: null,
      headings: this.headings,
      tables: this.tables,
      figures: this.figures,
      ...(this.unsure.size > 0 ? { unjudged: [unsureContrast([...this.unsure])] } : {}),
    };
  }
}

function emptyPage(index: number, pageHeightPx: number): PageModel {
  return {
    index,
    width: VIEWPORT_WIDTH_PX * POINTS_PER_PX,
    height: pageHeightPx * POINTS_PER_PX,
    textRuns: [],
    images: [],
    ocr: null,
  };
}

/** At most this many elements are named in a `notJudged` entry. */
const LISTED_ELEMENTS = 20;

/** The elements whose text shadows leave their contrast undecided: Contrast is judged on the rest. */
function unsureContrast(selectors: string[]): UnjudgedCheck {
  return {
    check: 'Contrast',
    reason:
      `The text of ${selectors.length === 1 ? '1 element' : `${selectors.length} elements`} has a text shadow that is ` +
      'neither a solid halo nor negligible: it passes against one of the backgrounds it may be read against and ' +
      'fails against the other, so its contrast is not judged (the rest of the text is)',
    elements: selectors.slice(0, LISTED_ELEMENTS),
  };
}
