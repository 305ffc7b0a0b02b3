import type { Feedback } from './feedback.js';

export interface ContentMetadata {
  /** pdf, document, presentation, spreadsheet, html or image: detected from the bytes. */
  fileType: string;
  mimeType: string;
  isVersioned: boolean;
  isSeizureInducing: boolean;
  pageCount: number | null;
  size: number;
}

/** The `formats` object of the details: what the file can be turned into, and its two switches. */
export interface ContentFormats<Format extends string = string> {
  availableFormats: Format[];
  canToggleAvailability: boolean;
  /** Offered at all (the instructor's switch). */
  available: boolean;
  /** Shown to students (a hint for the client's interface). */
  visibility: boolean;
}

/** A file's details: feedback once analysed (and asked for), formats when asked for, metadata always. */
export interface ContentDetails<Format extends string = string> {
  hash: string;
  feedback: Feedback | null;
  formats: ContentFormats<Format> | null;
  metadata: ContentMetadata;
}
