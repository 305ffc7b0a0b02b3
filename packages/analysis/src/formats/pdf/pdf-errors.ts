import { AnalysisError } from '../../analyse.js';

// How pdf.js reports a file it cannot parse: its own exceptions, parser errors that cross its worker
// boundary as UnknownErrorException, and plain Errors ('Invalid PDF structure', 'Bad XRef entry'...).
// Built-in error types (TypeError, RangeError...) are bugs or resource trouble, not the file's fault.
const DAMAGED_FILE_ERRORS = new Set([
  'Error',
  'InvalidPDFException',
  'UnknownErrorException',
  'FormatError',
  'ResponseException',
]);

/**
 * The error to throw for a failure inside pdf.js: an AnalysisError when the file is at fault
 * (encrypted, damaged), the error itself otherwise (retried as transient).
 */
export function asAnalysisError(error: unknown): unknown {
  if (error instanceof AnalysisError) return error;
  // Matched by name: pdf.js errors may come from another realm (its worker, a test sandbox).
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  if (name === 'PasswordException') return new AnalysisError('The PDF is encrypted with a password');
  if (typeof name === 'string' && DAMAGED_FILE_ERRORS.has(name)) {
    return new AnalysisError(`The file is not a readable PDF: ${String(message)}`);
  }
  return error;
}
