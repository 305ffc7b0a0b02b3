/**
 * A failure to run the embedded PostgreSQL that the operator can fix (busy DATA_DIR, missing
 * platform binaries, ...). Its message is one line meant for the console.
 */
export class EmbeddedPostgresError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EmbeddedPostgresError';
  }
}
