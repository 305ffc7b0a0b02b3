import { AnalysisError } from '../../analyse.js';
import type { PdfLimits } from './limits.js';
import { pdfjs } from './pdfjs.js';

const OPS = pdfjs.OPS;
// What deepens pdf.js's graphics-state chain (a form is drawn in a saved state of its own), and what pops it.
const PUSHES = new Set<number>([OPS.save, OPS.paintFormXObjectBegin]);
const POPS = new Set<number>([OPS.restore, OPS.paintFormXObjectEnd]);

export type ContentBounds = Pick<PdfLimits, 'maxPageOperators' | 'maxGraphicsStateDepth'>;

/** Counts one page's operators, and how deep its graphics states nest, as its operator list grows. */
export class ContentBudget {
  private counted = 0;
  private depth = 0;

  constructor(
    private readonly pageIndex: number,
    private readonly bounds: ContentBounds,
  ) {}

  /** Counts the operators of `fnArray` (the whole list so far) not counted yet; throws past a bound. */
  take(fnArray: ArrayLike<number>): void {
    const { maxPageOperators, maxGraphicsStateDepth } = this.bounds;
    if (fnArray.length > maxPageOperators) {
      throw this.refusal(`has more than ${maxPageOperators.toLocaleString('en')} content-stream operators`);
    }
    for (; this.counted < fnArray.length; this.counted++) {
      const fn = fnArray[this.counted]!;
      if (PUSHES.has(fn) && ++this.depth > maxGraphicsStateDepth) {
        throw this.refusal(`nests graphics states (q) more than ${maxGraphicsStateDepth.toLocaleString('en')} deep`);
      }
      // A stray Q pops nothing, in pdf.js as here.
      if (POPS.has(fn)) this.depth = Math.max(0, this.depth - 1);
    }
  }

  private refusal(what: string): AnalysisError {
    return new AnalysisError(`Page ${this.pageIndex + 1} of the PDF ${what}`);
  }
}
