import type { Quota } from './quota.js';

/** One fixed window of a bucket: the counts of every process meet on (bucket, start). */
export interface WindowKey {
  bucket: string;
  start: Date;
  /** When the window ends: its count may then be deleted. */
  end: Date;
}

/**
 * The window `now` falls in. Windows are aligned on multiples of their length since the epoch, so
 * every process (and every restart) computes the same start without asking anyone.
 */
export function windowAt(bucket: string, quota: Quota, now: number): WindowKey {
  return { bucket, ...windowBounds(quota, now) };
}

export function windowBounds(quota: Quota, now: number): { start: Date; end: Date } {
  const length = quota.windowSeconds * 1000;
  const start = Math.floor(now / length) * length;
  return { start: new Date(start), end: new Date(start + length) };
}

/** Where a client stands in its window after a request: what the X-Rate-Limit-* headers say. */
export interface Standing {
  limit: number;
  remaining: number;
  /** Whole seconds until the window ends and the count starts over (at least 1). */
  resetSeconds: number;
  /** The request was past the quota: refuse it (429), with Retry-After = resetSeconds. */
  exceeded: boolean;
}

export function standingOf(quota: Quota, window: { end: Date }, count: number, now: number): Standing {
  return {
    limit: quota.requests,
    remaining: Math.max(0, quota.requests - count),
    resetSeconds: secondsUntil(window.end, now),
    exceeded: count > quota.requests,
  };
}

export function secondsUntil(end: Date, now: number): number {
  return Math.max(1, Math.ceil((end.getTime() - now) / 1000));
}

/** Learn's rate-limit headers (Reset: seconds until the window ends). */
export function rateLimitHeaders(standing: Standing): Record<string, string> {
  return {
    'X-Rate-Limit-Limit': String(standing.limit),
    'X-Rate-Limit-Remaining': String(standing.remaining),
    'X-Rate-Limit-Reset': String(standing.resetSeconds),
  };
}
