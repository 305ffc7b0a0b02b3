import { AnalysisError } from '../../analyse.js';

/**
 * The last-resort bound on a read: each step (opening the file, one page's operators or text, a
 * render, a structure tree walked synchronously) must end within `stepMs`, or the reader is taken
 * to be stuck and the file fails, saying so. It bounds no stage as a whole: a long document takes
 * as many steps as it has pages, so how busy the machine is never decides what is judged.
 */
export class StepTimeout {
  private stepStartedAt = Date.now();

  constructor(private readonly stepMs: number) {}

  /** Throws when the current step has run past its time (for synchronous loops that cannot be raced). */
  check(): void {
    if (Date.now() - this.stepStartedAt >= this.stepMs) throw this.error();
  }

  /**
   * `promise`, as one step, or an AnalysisError when it outlives the step's time. The losing promise
   * is left to settle on its own: the caller destroys the document, which aborts pdf.js's pending work.
   */
  async race<T>(promise: Promise<T>): Promise<T> {
    this.stepStartedAt = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(this.error()), this.stepMs);
    });
    try {
      return await Promise.race([promise, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private error(): AnalysisError {
    return new AnalysisError(
      `Reading the PDF stopped: one step made no progress for ${Math.round(this.stepMs / 1000)} s (the reader seems stuck)`,
    );
  }
}
