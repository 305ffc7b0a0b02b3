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
import { judgeBackground } from './judge-contrast.js';
import { areasOf, POINTS_PER_PX, VIEWPORT_WIDTH_PX } from './page-layout.js';
import type { RenderedHtml } from './render-html.js';
import { parseTextShadow, shadowBackground } from './text-shadow.js';

/**
 * The rendered page as the document model: one model page per preview page, text runs (one per
 * line of a text node) placed on them with their element's CSS selector, colours judged from the
 * pixels behind them and their shadows (judge-contrast.ts; a line whose shadows leave its verdict
 * undecided is left unjudged, its element listed in `unjudged`), and headings, tables and figures
 * as the browser exposes them to assistive technology.
 */
export function toModel({ raw, backgrounds, pageHeightPx }: RenderedHtml, pageCount: number): DocumentModel {
  const pages: PageModel[] = Array.from({ length: Math.max(1, pageCount) }, (_, index) => ({
    index,
    width: VIEWPORT_WIDTH_PX * POINTS_PER_PX,
    height: pageHeightPx * POINTS_PER_PX,
    textRuns: [],
    images: [],
    ocr: null,
  }));
  const documentLanguage = raw.language?.toLowerCase() ?? null;
  const unsure = new Set<string>();
  raw.runs.forEach((run, runIndex) => {
    const shadow = shadowBackground(parseTextShadow(run.textShadow), run.fontSizePx);
    const fontSize = run.fontSizePx * POINTS_PER_PX;
    const bold = run.fontWeight >= 700;
    const alpha = (run.colour?.[3] ?? 1) * run.opacity;
    const language = run.language && run.language.toLowerCase() !== documentLanguage ? run.language : null;
    run.lines.forEach((line, lineIndex) => {
      const [area] = areasOf(line, pageHeightPx);
      const page = area ? pages[Math.min(area.page, pages.length - 1)]! : pages[0]!;
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
      if (judged && 'unsure' in judged && !invisible && !run.icon) unsure.add(run.selector);
      const colours = judged && 'colour' in judged ? judged : null;
      const textRun: TextRun = {
        text: line.text,
        box: area?.box ?? { x0: 0, y0: 0, x1: 0, y1: 0 },
        fontSize,
        bold,
        colour: colours?.colour ?? null,
        background: colours?.background ?? null,
        ...(colours && shadow.kind === 'halo' ? { backgroundSource: 'its text-shadow halo' } : {}),
        invisible,
        // A glyph standing for an icon is no text of the document: neither its contrast nor its language is judged.
        artifact: run.icon,
        tagged: true,
        language,
        location: { areas: area ? [area] : [], selector: run.selector },
      };
      page.textRuns.push(textRun);
    });
  });
  const headings: Heading[] = raw.headings.map((heading) => ({
    level: heading.level,
    text: heading.text,
    location: { areas: areasOf(heading.rect, pageHeightPx), selector: heading.selector },
  }));
  const tables: Table[] = raw.tables.map((table) => ({
    hasHeaders: table.hasHeaders,
    location: { areas: areasOf(table.rect, pageHeightPx), selector: table.selector },
  }));
  const figures: Figure[] = raw.figures.map((figure) => ({
    alternativeText: figure.alternativeText,
    decorative: figure.decorative,
    language: figure.language && figure.language.toLowerCase() !== documentLanguage ? figure.language : null,
    location: { areas: areasOf(figure.rect, pageHeightPx), selector: figure.selector },
  }));
  return {
    fileType: 'html',
    metadata: { title: raw.title, language: raw.language },
    pages,
    structure: null,
    headings,
    tables,
    figures,
    ...(unsure.size > 0 ? { unjudged: [unsureContrast([...unsure])] } : {}),
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
