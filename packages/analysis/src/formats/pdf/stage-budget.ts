/**
 * The time one stage of a read may take over the whole document (rendering for Contrast, OCR for
 * Scanned). Past it the stage stops and its check goes unjudged, while the rest of the read, and
 * the other checks, carry on: one slow stage no longer fails the whole file (the document's own
 * Deadline still bounds everything).
 */
export class StageBudget {
  private readonly endsAt: number;
  private spent = false;

  constructor(readonly budgetMs: number) {
    this.endsAt = Date.now() + budgetMs;
  }

  /** Why a check went unjudged when this budget ran out: `stage` names the work ("Reading ..."). */
  outOfTime(stage: string): string {
    return `${stage} took more than its ${Math.round(this.budgetMs / 1000)} s`;
  }

  /** Whether the stage has run out: then nothing more is started in it. */
  get exhausted(): boolean {
    return this.spent || Date.now() >= this.endsAt;
  }

  /**
   * `work`'s result, or null when the budget runs out first; the work is then told to stop through
   * its signal (a pdf.js render task is cancelled) and the stage is spent for good.
   */
  async run<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T | null> {
    if (this.exhausted) return null;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), Math.max(0, this.endsAt - Date.now()));
    });
    try {
      const result = await Promise.race([work(controller.signal), timeout]);
      if (result === null) {
        this.spent = true;
        controller.abort();
      }
      return result;
    } finally {
      clearTimeout(timer);
    }
  }
}
