import { availableFormats, type FormatName } from '@app/alternative-formats';
import type { FileType } from '@app/analysis';
import type { ContentFormats } from '@app/content-contract';
import type { ContentRecord } from '../content/content.repository.js';

/** The `formats` object of the content details, its formats named by @app/alternative-formats. */
export type Formats = ContentFormats<FormatName>;

/**
 * `availableFormats`: what this file can be turned into (its kind of file and its language decide);
 * `available` and `visibility`: the file's two switches (offered at all; shown to students);
 * `canToggleAvailability`: whether the caller's token may change them (content:formats:toggle).
 */
export function formatsOf(record: ContentRecord, canToggle: boolean): Formats {
  return {
    availableFormats: availableFormats(record.fileType as FileType, record.language),
    canToggleAvailability: canToggle,
    available: record.formatsAvailable,
    visibility: record.formatsVisible,
  };
}
