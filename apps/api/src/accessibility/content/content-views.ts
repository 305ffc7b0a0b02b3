import type { Feedback, FileType } from '@app/analysis';
import { contentPath, statusPath } from '../a11y-paths.js';
import type { ContentRecord } from './content.repository.js';

/** The upload / status record of the API. */
export interface StatusRecord {
  hash: string;
  status: ContentRecord['status'];
  statusUrl: string;
  resourceUrl: string | null;
  /** Only when failed: why. */
  error?: string;
}

export const ALTERNATIVE_FORMATS = ['Beeline', 'Tts', 'Epub', 'Braille', 'Html'] as const;

export interface Formats {
  availableFormats: string[];
  canToggleAvailability: boolean;
  available: boolean;
  visibility: boolean;
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

/** Which alternative formats can be made from each kind of file (text-bearing documents). */
const FORMATS_BY_FILE_TYPE: Record<FileType, readonly string[]> = {
  pdf: ALTERNATIVE_FORMATS,
  document: ALTERNATIVE_FORMATS,
  presentation: ALTERNATIVE_FORMATS,
  html: ['Beeline', 'Tts', 'Epub', 'Braille'],
  spreadsheet: [],
  image: [],
};

export function statusRecordOf(record: ContentRecord): StatusRecord {
  return {
    hash: record.hash,
    status: record.status,
    statusUrl: statusPath(record.clientId, record.hash),
    resourceUrl: record.status === 'success' ? contentPath(record.clientId, record.hash) : null,
    ...(record.status === 'failed' ? { error: record.error ?? 'Processing failed' } : {}),
  };
}

/**
 * The content detail object. `include` says which of feedback and formats were asked for and
 * granted; feedback exists only once processing succeeded.
 */
export function detailsOf(record: ContentRecord, include: { feedback: boolean; formats: boolean }): ContentDetails {
  return {
    hash: record.hash,
    feedback: include.feedback && record.status === 'success' ? (record.feedback as unknown as Feedback) : null,
    formats: include.formats ? formatsOf(record.fileType as FileType) : null,
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

function formatsOf(fileType: FileType): Formats {
  return {
    availableFormats: [...(FORMATS_BY_FILE_TYPE[fileType] ?? [])],
    // No endpoint switches a file's alternative formats on or off.
    canToggleAvailability: false,
    // Producing alternative formats is a later issue: none can be downloaded yet.
    available: false,
    // Nothing hides them (there is no switch), so they are meant to be shown once available.
    visibility: true,
  };
}
