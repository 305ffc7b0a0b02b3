/**
 * A request the adaptive-release rules refuse. The kind says why, not how to answer: the API maps
 * `invalid` to 400, `notFound` to 404 and `conflict` to 409, a CLI prints the message.
 */
export type ViolationKind = 'invalid' | 'notFound' | 'conflict';

export class RuleViolation extends Error {
  constructor(
    readonly kind: ViolationKind,
    message: string,
  ) {
    super(message);
    this.name = 'RuleViolation';
  }
}

export const invalid = (message: string): RuleViolation => new RuleViolation('invalid', message);
