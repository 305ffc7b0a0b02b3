/**
 * The engine was stopped (the service is shutting down) before it finished this file. Not an
 * AnalysisError: nothing is wrong with the file, and its job goes back to the queue.
 */
export class EngineStoppedError extends Error {
  constructor() {
    super('The analysis engine stopped before the file was analysed; it will be analysed again');
    this.name = 'EngineStoppedError';
  }
}
