/**
 * The Standard Webhooks specification's example schedule, in seconds: 5 s, 5 min, 30 min, 2 h, 5 h,
 * 10 h, 14 h, 20 h, 24 h after the 1st, 2nd... failed attempt (ten attempts over about three days).
 * WEBHOOK_RETRY_SCHEDULE's default says the same (a test keeps them equal).
 */
export const DEFAULT_RETRY_SCHEDULE_SECONDS: readonly number[] = [
  5, 300, 1800, 7200, 18_000, 36_000, 50_400, 72_000, 86_400,
];

/** Up to this share of a delay is added at random, so that receivers that failed together are not retried together. */
const JITTER = 0.1;

/**
 * When to attempt again after `failedAttempts` failures (1 after the first), on a schedule of
 * delays after the 1st, 2nd... failed attempt, in seconds (WEBHOOK_RETRY_SCHEDULE; by default the
 * Standard Webhooks specification's example, 5 s to 24 h over about three days); null when the
 * schedule is spent and the delivery is failed for good.
 */
export function nextAttemptAt(
  failedAttempts: number,
  scheduleSeconds: readonly number[],
  now: Date,
  random: () => number = Math.random,
): Date | null {
  const delay = scheduleSeconds[failedAttempts - 1];
  if (delay === undefined) return null;
  return new Date(now.getTime() + delay * 1000 * (1 + JITTER * random()));
}
