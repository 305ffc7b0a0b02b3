import type { FormatName } from '@app/alternative-formats';
import type {
  AnalysisProgress,
  ContentDetails as WireContentDetails,
  Feedback,
  StatusRecord,
} from '@app/content-contract';
import { formatsOf } from '../content-formats/formats-view.js';
import { contentPath, statusPath } from '../a11y-paths.js';
import type { ContentRecord } from './content.repository.js';

/** A file's details as this API gives them, its formats named by @app/alternative-formats. */
export type ContentDetails = WireContentDetails<FormatName>;

export function statusRecordOf(record: ContentRecord): StatusRecord {
  return {
    hash: record.hash,
    status: record.status,
    statusUrl: statusPath(record.clientId, record.hash),
    resourceUrl: record.status === 'success' ? contentPath(record.clientId, record.hash) : null,
    ...(record.status === 'failed' ? { error: record.error ?? 'Processing failed' } : {}),
    ...(record.status === 'inprogress' && record.progress ? { progress: record.progress as AnalysisProgress } : {}),
  };
}

/**
 * The content detail object. `include` says which of feedback and formats were asked for and
 * granted (and whether the caller may toggle the formats); feedback exists only once processing
 * succeeded.
 */
export function detailsOf(
  record: ContentRecord,
  include: { feedback: boolean; formats: boolean; canToggleFormats?: boolean },
): ContentDetails {
  return {
    hash: record.hash,
    feedback: include.feedback && record.status === 'success' ? (record.feedback as unknown as Feedback) : null,
    formats: include.formats ? formatsOf(record, include.canToggleFormats ?? false) : null,
    metadata: {
      fileType: record.fileType,
      mimeType: record.mimeType,
      isVersioned: false,
      isSeizureInducing: record.isSeizureInducing,
      pageCount: record.pageCount,
      size: record.size,
    },
  };
}
