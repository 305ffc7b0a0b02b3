/** How many requests a client may make per window: `40/1m` is 40 requests a minute. */
export interface Quota {
  requests: number;
  windowSeconds: number;
}

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };
const MAX_REQUESTS = 1_000_000_000;
const MAX_WINDOW_SECONDS = UNIT_SECONDS.d!;

const SYNTAX = 'must be <requests>/<window> such as 40/1m or 10000/1h (window in s, m, h or d, at most 1d), or off';

/**
 * A quota as configured: `<requests>/<window>` (`40/1m`, `10000/1h`, `5/30s`), or `off` for none
 * (null). Throws an Error saying what is wrong.
 */
export function parseQuota(raw: string): Quota | null {
  const text = raw.trim().toLowerCase();
  if (text === 'off') return null;
  const match = /^(\d{1,10})\/(\d{0,6})([smhd])$/.exec(text);
  if (!match) throw new Error(SYNTAX);
  const requests = Number(match[1]);
  const windowSeconds = Number(match[2] || '1') * UNIT_SECONDS[match[3]!]!;
  if (requests < 1 || requests > MAX_REQUESTS) throw new Error(`requests must be from 1 to ${MAX_REQUESTS}`);
  if (windowSeconds < 1 || windowSeconds > MAX_WINDOW_SECONDS) throw new Error('window must be from 1s to 1d');
  return { requests, windowSeconds };
}

/** The quota as written in configuration: `40/1m`, `100/30s`, `10000/1h`. */
export function describeQuota(quota: Quota): string {
  const [unit, seconds] = Object.entries(UNIT_SECONDS)
    .reverse()
    .find(([, seconds]) => quota.windowSeconds % seconds === 0)!;
  return `${quota.requests}/${quota.windowSeconds / seconds}${unit}`;
}
