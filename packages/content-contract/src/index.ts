export {
  CHECK_NAMES,
  type CheckName,
  type CheckResult,
  type Feedback,
  type FeedbackReport,
  type NotAnalysed,
  type PageRange,
  type Snippet,
  type Unjudged,
  type UnjudgedCheck,
  type UnjudgedPages,
  type Visibility,
  VISIBILITIES,
} from './feedback.js';
export {
  CONTENT_STATUSES,
  type AnalysisProgress,
  type ContentStatus,
  type StageProgress,
  type StatusRecord,
} from './status.js';
export type { ContentDetails, ContentFormats, ContentMetadata } from './details.js';
