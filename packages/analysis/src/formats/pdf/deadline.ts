import { AnalysisError } from '../../analyse.js';

/** The time budget of one read: every awaited pdf.js step is raced against what is left of it. */
export class Deadline {
  private readonly endsAt: number;

  constructor(private readonly budgetMs: number) {
    this.endsAt = Date.now() + budgetMs;
  }

  /** Throws once the budget is spent. */
  check(): void {
    if (Date.now() >= this.endsAt) throw this.error();
  }

  /**
   * `promise`, or an AnalysisError when the budget runs out first. The losing promise is left to
   * settle on its own: the caller destroys the document, which aborts pdf.js's pending work.
   */
  async race<T>(promise: Promise<T>): Promise<T> {
    this.check();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(this.error()), Math.max(0, this.endsAt - Date.now()));
    });
    try {
      return await Promise.race([promise, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private error(): AnalysisError {
    return new AnalysisError(`The PDF could not be analysed within ${Math.round(this.budgetMs / 1000)} s`);
  }
}
