import type { Logger } from 'pino';

const INTERVAL_MS = 10_000;

/**
 * At most one warning line per kind of trouble every 10 s, however often it happens: while the
 * database is down every request and every queue poll fails the same way, and thousands of
 * identical lines would bury the few that say what happened. Each line counts the ones held back
 * since the previous line of its kind (`suppressed`).
 */
export class ThrottledWarnings {
  private readonly last = new Map<string, { at: number; suppressed: number }>();

  constructor(
    private readonly logger: Logger,
    private readonly intervalMs = INTERVAL_MS,
  ) {}

  warn(kind: string, fields: Record<string, unknown>, message: string): void {
    const now = Date.now();
    const seen = this.last.get(kind);
    if (seen && now - seen.at < this.intervalMs) {
      seen.suppressed++;
      return;
    }
    this.logger.warn({ ...fields, ...(seen?.suppressed && { suppressed: seen.suppressed }) }, message);
    this.last.set(kind, { at: now, suppressed: 0 });
  }
}

/** The last line of an error's message (Prisma's first lines name the call, the last the cause). */
export function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const lines = message.split('\n').filter((line) => line.trim());
  return (lines.at(-1) ?? 'unknown error').trim();
}
