import { describe, expect, it } from '@jest/globals';
import { rateLimitHeaders, standingOf, windowAt } from '../src/index.js';

const MINUTE = { requests: 5, windowSeconds: 60 };
const at = (iso: string) => Date.parse(iso);

describe('fixed windows', () => {
  it('are aligned on the epoch: every process computes the same start', () => {
    const window = windowAt('learn:1', MINUTE, at('2026-11-28T10:15:42.500Z'));
    expect(window).toEqual({
      bucket: 'learn:1',
      start: new Date('2026-11-28T10:15:00.000Z'),
      end: new Date('2026-11-28T10:16:00.000Z'),
    });
    expect(windowAt('learn:1', MINUTE, at('2026-11-28T10:15:59.999Z')).start).toEqual(window.start);
    expect(windowAt('learn:1', MINUTE, at('2026-11-28T10:16:00.000Z')).start).toEqual(window.end);
  });

  it('tell the remaining requests and the whole seconds until the reset', () => {
    const now = at('2026-11-28T10:15:42.500Z');
    const window = windowAt('learn:1', MINUTE, now);
    expect(standingOf(MINUTE, window, 1, now)).toEqual({ limit: 5, remaining: 4, resetSeconds: 18, exceeded: false });
    expect(standingOf(MINUTE, window, 5, now)).toEqual({ limit: 5, remaining: 0, resetSeconds: 18, exceeded: false });
    expect(standingOf(MINUTE, window, 6, now)).toEqual({ limit: 5, remaining: 0, resetSeconds: 18, exceeded: true });
  });

  it('never tell a client to come back in 0 seconds', () => {
    const now = at('2026-11-28T10:15:59.999Z');
    expect(standingOf(MINUTE, windowAt('b', MINUTE, now), 9, now).resetSeconds).toBe(1);
  });

  it("give Learn's headers", () => {
    expect(rateLimitHeaders({ limit: 5, remaining: 2, resetSeconds: 18, exceeded: false })).toEqual({
      'X-Rate-Limit-Limit': '5',
      'X-Rate-Limit-Remaining': '2',
      'X-Rate-Limit-Reset': '18',
    });
  });
});
