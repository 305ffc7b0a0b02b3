import { describe, expect, it } from '@jest/globals';
import { DEFAULT_RETRY_SCHEDULE_SECONDS, nextAttemptAt } from '../src/retry-schedule.js';

const now = new Date('2026-11-28T07:00:00Z');
const after = (failed: number, random = () => 0) =>
  nextAttemptAt(failed, DEFAULT_RETRY_SCHEDULE_SECONDS, now, random)?.getTime()! - now.getTime();

describe('the default retry schedule', () => {
  it('retries first within about 5 s, then after minutes, then hours, over more than a day, then stops', () => {
    expect(after(1)).toBe(5_000);
    expect(after(1, () => 0.999)).toBeLessThan(5_500); // jitter: at most 10 % later
    expect(after(2)).toBe(5 * 60_000);
    expect(after(4)).toBe(2 * 3_600_000);
    const total = DEFAULT_RETRY_SCHEDULE_SECONDS.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeGreaterThan(24 * 3600);
    expect(nextAttemptAt(DEFAULT_RETRY_SCHEDULE_SECONDS.length, DEFAULT_RETRY_SCHEDULE_SECONDS, now)).not.toBeNull();
    expect(nextAttemptAt(DEFAULT_RETRY_SCHEDULE_SECONDS.length + 1, DEFAULT_RETRY_SCHEDULE_SECONDS, now)).toBeNull();
  });

  it('grows at every step', () => {
    DEFAULT_RETRY_SCHEDULE_SECONDS.slice(1).forEach((delay, i) =>
      expect(delay).toBeGreaterThan(DEFAULT_RETRY_SCHEDULE_SECONDS[i]!),
    );
  });
});
