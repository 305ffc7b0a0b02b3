import { describe, expect, it } from '@jest/globals';
import { RateLimits, type WindowCounts, type WindowKey } from '../src/index.js';

/** The store's contract in memory (the service's is a PostgreSQL table, tested through the API). */
class MemoryCounts implements WindowCounts {
  readonly rows = new Map<string, number>();
  roundTrips = 0;

  async count(hits: readonly WindowKey[], reads: readonly WindowKey[]): Promise<ReadonlyMap<string, number>> {
    this.roundTrips++;
    const key = (window: WindowKey) => `${window.bucket}@${window.start.toISOString()}`;
    for (const hit of hits) this.rows.set(key(hit), (this.rows.get(key(hit)) ?? 0) + 1);
    return new Map([...hits, ...reads].map((window) => [window.bucket, this.rows.get(key(window)) ?? 0]));
  }
}

const NOW = Date.parse('2026-11-28T10:15:30.000Z');
const TEN_PER_5M = { requests: 10, windowSeconds: 300 };

describe('RateLimits', () => {
  it('counts requests per bucket and refuses past the quota until the window ends', async () => {
    const limits = new RateLimits(new MemoryCounts(), TEN_PER_5M);
    const quota = { requests: 2, windowSeconds: 60 };
    expect((await limits.admit('learn:1', quota, [], NOW)).standing).toMatchObject({ remaining: 1 });
    expect((await limits.admit('learn:2', quota, [], NOW)).standing).toMatchObject({ remaining: 1 });
    expect((await limits.admit('learn:1', quota, [], NOW)).refusal).toBeNull();
    const third = await limits.admit('learn:1', quota, [], NOW);
    expect(third.standing).toMatchObject({ remaining: 0, exceeded: true, resetSeconds: 30 });
    expect(third.refusal).toMatchObject({ retryAfterSeconds: 30 });
    expect(third.refusal!.message).toBe('Too many requests: the quota is 2/1m (2 per 60 s); try again in 30 s');
    expect((await limits.admit('learn:1', quota, [], NOW + 30_000)).refusal).toBeNull();
  });

  it('asks nothing of the store when every limit is off', async () => {
    const counts = new MemoryCounts();
    const limits = new RateLimits(counts, null);
    expect(await limits.admit('learn:1', null, ['address:1.2.3.4'], NOW)).toEqual({ standing: null, refusal: null });
    expect(await limits.recordFailure(['address:1.2.3.4'], NOW)).toBeNull();
    expect(counts.roundTrips).toBe(0);
  });

  it('answers 401 to the first failures, then refuses every attempt for that key, the right one too', async () => {
    const counts = new MemoryCounts();
    const limits = new RateLimits(counts, TEN_PER_5M);
    const keys = ['learn-key:app', 'address:10.0.0.1'];
    for (let i = 0; i < 10; i++) {
      expect(await limits.refusalIfBlocked(keys, NOW)).toBeNull();
      expect(await limits.recordFailure(keys, NOW)).toBeNull();
    }
    expect((await limits.refusalIfBlocked(['learn-key:app', 'address:10.9.9.9'], NOW))!.retryAfterSeconds).toBe(270);
    expect(await limits.refusalIfBlocked(['learn-key:other', 'address:10.0.0.1'], NOW)).not.toBeNull();
    expect(await limits.recordFailure(keys, NOW)).not.toBeNull();
    expect(await limits.refusalIfBlocked(['learn-key:other', 'address:10.9.9.9'], NOW)).toBeNull();
    // An authenticated request of a blocked key is refused too; its count and the check are one round trip.
    const before = counts.roundTrips;
    const admission = await limits.admit('a11y:7', { requests: 100, windowSeconds: 60 }, keys, NOW);
    expect(admission.refusal!.message).toMatch(/^Too many failed authentications/);
    expect(counts.roundTrips).toBe(before + 1);
    expect(await limits.refusalIfBlocked(keys, NOW + 270_000)).toBeNull();
  });
});
