import type { CheckInfo } from '@app/report-view';

declare global {
  /** The engine's check definitions without their evaluate functions, put in by build.mjs. */
  const __CHECK_CATALOGUE__: CheckInfo[];
}
