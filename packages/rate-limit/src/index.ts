export { parseQuota, describeQuota, type Quota } from './quota.js';
export {
  windowAt,
  windowBounds,
  standingOf,
  secondsUntil,
  rateLimitHeaders,
  type Standing,
  type WindowKey,
} from './fixed-window.js';
export { QuotaExceeded } from './quota-exceeded.js';
export { RateLimits, type Admission, type WindowCounts } from './rate-limits.js';
