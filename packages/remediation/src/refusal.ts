/** Why a file is not remediated: its type cannot be rewritten, or rewriting it would break or bypass something. */
export type RefusalReason = 'unsupportedType' | 'encrypted' | 'signed' | 'macros' | 'notAnalysed';

/**
 * The file cannot be remediated safely, and trying again will not change that. `message` is for a
 * person (the API answers 409 with it).
 */
export class RemediationRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
    this.name = 'RemediationRefused';
  }
}
