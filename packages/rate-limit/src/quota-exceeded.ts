/** A request refused for a quota: 429 with Retry-After. Its message is for the caller. */
export class QuotaExceeded extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'QuotaExceeded';
  }
}
