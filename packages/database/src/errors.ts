/**
 * A failure to bring the database up that the operator can fix (bad URL, busy DATA_DIR, ...).
 * Its message is one line meant for the console; start-up prints it without a stack.
 */
export class DatabaseStartError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseStartError';
  }
}
