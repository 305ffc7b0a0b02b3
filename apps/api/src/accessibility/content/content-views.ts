import type { Feedback } from '@app/analysis';
import { formatsOf, type Formats } from '../content-formats/formats-view.js';
import { contentPath, statusPath } from '../a11y-paths.js';
import type { ContentRecord } from './content.repository.js';

/** Pages done of pages in one stage of a running analysis. */
export interface StageProgress {
  done: number;
  total: number;
}

/** How far a running analysis has got: pages read, pages read by OCR (each once it has begun). */
export interface RecordProgress {
  pages?: StageProgress;
  ocr?: StageProgress;
}

/** The upload / status record of the API. */
export interface StatusRecord {
  hash: string;
  status: ContentRecord['status'];
  statusUrl: string;
  resourceUrl: string | null;
  /** Only when failed: why. */
  error?: string;
  /** Only while inprogress, once the worker has recorded some (a long analysis). */
  progress?: RecordProgress;
}

export interface ContentMetadata {
  fileType: string;
  mimeType: string;
  isVersioned: boolean;
  isSeizureInducing: boolean;
  pageCount: number | null;
  size: number;
}

export interface ContentDetails {
  hash: string;
  feedback: Feedback | null;
  formats: Formats | null;
  metadata: ContentMetadata;
}

export function statusRecordOf(record: ContentRecord): StatusRecord {
  return {
    hash: record.hash,
    status: record.status,
    statusUrl: statusPath(record.clientId, record.hash),
    resourceUrl: record.status === 'success' ? contentPath(record.clientId, record.hash) : null,
    ...(record.status === 'failed' ? { error: record.error ?? 'Processing failed' } : {}),
    ...(record.status === 'inprogress' && record.progress ? { progress: record.progress as RecordProgress } : {}),
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
