// The wire shapes are declared once, in @app/content-contract; the engine's own limits on them are here.
export { CHECK_NAMES, type CheckName, type CheckResult, type Feedback, type Snippet } from '@app/content-contract';

/** `report.notAnalysed` lists at most this many entries, each target cut to NOT_ANALYSED_TARGET_LENGTH. */
export const NOT_ANALYSED_LISTED = 50;
export const NOT_ANALYSED_TARGET_LENGTH = 300;
