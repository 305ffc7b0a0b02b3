import { secondsUntil, standingOf, windowAt, type Standing, type WindowKey } from './fixed-window.js';
import { describeQuota, type Quota } from './quota.js';
import { QuotaExceeded } from './quota-exceeded.js';

/** Where the counts are kept, shared by every process (a database table). */
export interface WindowCounts {
  /**
   * In one round trip: adds one to the count of each of `hits` in its window and reads the count
   * of each of `reads`; resolves with every named bucket's count (a read with none yet: 0).
   */
  count(hits: readonly WindowKey[], reads: readonly WindowKey[]): Promise<ReadonlyMap<string, number>>;
}

/** What a request gets: its standing (null: no quota) and, when it is to be refused, why. */
export interface Admission {
  standing: Standing | null;
  refusal: QuotaExceeded | null;
}

const FAILURES = 'auth-failure:';

/**
 * The rules: a client's requests are counted against its quota per fixed window; failed
 * authentications are counted per key (the application key or client id tried) and per source
 * address, and once one of them has failed `failureQuota.requests` times in its window, every
 * attempt for it is refused until the window ends — the right secret too, or the answers would
 * still tell a guess that hit from one that missed.
 */
export class RateLimits {
  constructor(
    private readonly counts: WindowCounts,
    private readonly failureQuota: Quota | null,
  ) {}

  /**
   * An authenticated request: counted in `bucket` against `quota` (null: not counted), and refused
   * while one of `failureKeys` is blocked — both in one round trip.
   */
  async admit(
    bucket: string,
    quota: Quota | null,
    failureKeys: readonly string[] = [],
    now = Date.now(),
  ): Promise<Admission> {
    const hit = quota ? windowAt(bucket, quota, now) : null;
    const reads = this.failureWindows(failureKeys, now);
    if (!hit && reads.length === 0) return { standing: null, refusal: null };
    const counts = await this.counts.count(hit ? [hit] : [], reads);
    const blocked = this.blocked(reads, counts, 0, now);
    if (blocked) return { standing: null, refusal: blocked };
    if (!hit) return { standing: null, refusal: null };
    return this.judge(quota!, hit, counts.get(hit.bucket) ?? 0, now);
  }

  /**
   * A request already counted (`count`: its bucket's count in `window`, this request included),
   * for a store that counts it in a statement of its own (the Learn token lookup).
   */
  judge(quota: Quota, window: { end: Date }, count: number, now = Date.now()): Admission {
    const standing = standingOf(quota, window, count, now);
    const refusal = standing.exceeded
      ? new QuotaExceeded(
          `Too many requests: the quota is ${describeQuota(quota)} (${quota.requests} per ${quota.windowSeconds} s); try again in ${standing.resetSeconds} s`,
          standing.resetSeconds,
        )
      : null;
    return { standing, refusal };
  }

  /** Before a secret is checked: the refusal while one of the keys has failed too often, else null. */
  async refusalIfBlocked(failureKeys: readonly string[], now = Date.now()): Promise<QuotaExceeded | null> {
    return (await this.admit('', null, failureKeys, now)).refusal;
  }

  /**
   * After a failed authentication: one more failure for each key. Resolves with the refusal when
   * one of them was already at the limit (answer 429, not the 401 of a wrong guess), else null.
   */
  async recordFailure(failureKeys: readonly string[], now = Date.now()): Promise<QuotaExceeded | null> {
    const hits = this.failureWindows(failureKeys, now);
    if (hits.length === 0) return null;
    return this.blocked(hits, await this.counts.count(hits, []), 1, now);
  }

  private failureWindows(keys: readonly string[], now: number): WindowKey[] {
    if (!this.failureQuota) return [];
    return [...new Set(keys)].map((key) => windowAt(FAILURES + key, this.failureQuota!, now));
  }

  /** `counted`: 1 when the counts include the attempt being judged (it may be the limit-th failure). */
  private blocked(
    windows: readonly WindowKey[],
    counts: ReadonlyMap<string, number>,
    counted: number,
    now: number,
  ): QuotaExceeded | null {
    const over = windows.filter((window) => (counts.get(window.bucket) ?? 0) - counted >= this.failureQuota!.requests);
    if (over.length === 0) return null;
    const seconds = Math.max(...over.map((window) => secondsUntil(window.end, now)));
    return new QuotaExceeded(
      `Too many failed authentications from this address or for this key; try again in ${seconds} s`,
      seconds,
    );
  }
}
