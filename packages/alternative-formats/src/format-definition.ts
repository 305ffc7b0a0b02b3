import type { FileType } from '@app/analysis';
import type { ContentDocument } from './content/content-document.js';

/** The names of the hosted service's `availableFormats`. */
export const FORMAT_NAMES = ['Html', 'Epub', 'Tts', 'Braille', 'Beeline'] as const;
export type FormatName = (typeof FORMAT_NAMES)[number];

export interface ProduceContext {
  /** Scratch space of this production, removed by the caller: external tools work only there. */
  workDir: string;
}

/**
 * One alternative format: its metadata beside one producer, as a check is its metadata beside one
 * evaluate function. The registry (formats.ts) lists them; the API, the worker, the CLI and the docs
 * read the metadata from here.
 */
export interface FormatDefinition {
  name: FormatName;
  /** For people (docs, OpenAPI, CLI help). */
  description: string;
  /** The kinds of file it is made from. */
  fileTypes: readonly FileType[];
  contentType: string;
  extension: string;
  /**
   * Whether it can be made for a document in `language` (BCP 47): speech needs an espeak-ng voice,
   * braille a liblouis table. Absent: any language.
   */
  supportsLanguage?(language: string): boolean;
  produce(document: ContentDocument, context: ProduceContext): Promise<Buffer>;
}
