import { DEFAULT_CONTAINMENT_LIMITS } from '../containment/containment-limits.js';

const MB = 1024 ** 2;
/** LibreOffice lays out a few MB of Office XML a second; a 40 MB deck or sheet is 20 s of work or more. */
const PER_MB_MS = 30_000;
const MAX_MS = 15 * 60_000;

/**
 * How long converting a file of `bytes` may take before LibreOffice is taken to be stuck: the
 * sandbox's minute, and half a minute more for each MB, so that a large honest file is converted
 * on a busy machine too (its preview, and the checks placed on it, must not depend on the load).
 */
export function conversionTimeoutMs(bytes: number): number {
  return Math.min(MAX_MS, DEFAULT_CONTAINMENT_LIMITS.timeoutMs + Math.ceil((bytes / MB) * PER_MB_MS));
}
