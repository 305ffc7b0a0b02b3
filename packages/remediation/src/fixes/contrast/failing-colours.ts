import { contrastRatio, requiredContrast, type Rgb } from '@app/analysis';
import type { ChangeLocation } from '../../change.js';
import { fails, type FixContext, type FixLog } from '../fix-context.js';
import { fixedColour, type ColouredText } from './text-colour.js';

/**
 * A text colour that fails Contrast somewhere on the preview, with every text painted in it (failing
 * or not): the colour that replaces it must pass over all of their backgrounds, so that fixing the
 * grey text on white does not break the same grey on black.
 */
export interface FailingColour {
  colour: Rgb;
  texts: ColouredText[];
  /** Where it fails first, as a snippet gives it. */
  location: ChangeLocation;
  /** Each failing run painted in it: its page, text and place. */
  failures: { page: number; text: string; location: ChangeLocation }[];
}

/**
 * The colours of the text runs the analysis judged failing on the file's preview (what a reader sees,
 * as the Office formats are judged), for fixers that write colours where the file keeps them (a
 * run's, a style's, a font's) rather than per painted run: each colour written in the file that is
 * the same as one of these is a colour that failed.
 */
export function failingColours(context: FixContext): FailingColour[] {
  if (!fails(context, 'Contrast')) return [];
  const judged = context.document.pages.flatMap((page) =>
    page.textRuns
      .filter((run) => !run.invisible && !run.artifact && !run.recognised && run.colour && run.background)
      .map((run) => ({ page: page.index, run, colour: run.colour!, background: run.background! })),
  );
  const failing: FailingColour[] = [];
  for (const { page, run, colour, background } of judged) {
    if (run.text.trim() === '' || contrastRatio(colour, background) >= requiredContrast(run.fontSize, run.bold))
      continue;
    const known = failing.find((entry) => sameColour(entry.colour, colour));
    const failure = { page, text: run.text.replace(/\s+/g, ' ').trim(), location: { page, ...run.box } };
    if (known) {
      known.failures.push(failure);
      continue;
    }
    failing.push({
      colour,
      texts: judged
        .filter((other) => sameColour(other.colour, colour))
        .map((other) => ({
          colour,
          background: other.background,
          fontSize: other.run.fontSize,
          bold: other.run.bold,
        })),
      location: failure.location,
      failures: [failure],
    });
  }
  return failing;
}

/** The same colour, give or take the rounding of a PDF's colour operands (one or two steps a channel). */
export function sameColour(a: Rgb, b: Rgb): boolean {
  return Math.abs(a.r - b.r) <= 2 && Math.abs(a.g - b.g) <= 2 && Math.abs(a.b - b.b) <= 2;
}

const NO_CONTRASTING_COLOUR = 'No colour of the same hue reaches the contrast asked for over every background it is on';
const NOT_WRITTEN =
  'This colour is not written where the fixer rewrites colours (a slide master or layout, a picture, a chart, conditional formatting)';

/**
 * The failing colours of a file and what each becomes, for a fixer that finds colours where its
 * format writes them: what it finds is fixed, what it never finds (or cannot fix) is left, once.
 */
export class ColourFixes {
  readonly failing: FailingColour[];
  private readonly fixes = new Map<FailingColour, Rgb | null>();
  private readonly found = new Set<FailingColour>();

  constructor(context: FixContext) {
    this.failing = failingColours(context);
    for (const entry of this.failing) this.fixes.set(entry, fixedColour(entry.texts));
  }

  /** The failing colour a colour written in the file is, and the colour it becomes; null if it does not fail or none passes. */
  find(colour: Rgb): { entry: FailingColour; fixed: Rgb } | null {
    const entry = this.failing.find((candidate) => sameColour(candidate.colour, colour));
    if (!entry) return null;
    this.found.add(entry);
    const fixed = this.fixes.get(entry);
    return fixed ? { entry, fixed } : null;
  }

  /** Each failing colour that could not be fixed, or was not found written anywhere the fixer rewrites, left for a person. */
  leaveTheRest(log: FixLog): void {
    for (const entry of this.failing) {
      if (this.fixes.get(entry) && this.found.has(entry)) continue;
      const reason = this.fixes.get(entry) ? NOT_WRITTEN : NO_CONTRASTING_COLOUR;
      log.leave({ check: 'Contrast', location: entry.location, reason });
    }
  }
}

/** Where `text` fails in this colour on `page` (the run that begins it, else the page's first), if it does there. */
export function failureOn(entry: FailingColour, page: number, text: string): ChangeLocation | undefined {
  const wanted = text.replace(/\s+/g, ' ').trim();
  const onPage = entry.failures.filter((failure) => failure.page === page);
  const start = (a: string, b: string) => a !== '' && b !== '' && (a.startsWith(b) || b.startsWith(a));
  return (onPage.find((failure) => start(failure.text, wanted)) ?? onPage[0])?.location;
}
