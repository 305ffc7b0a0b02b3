import type { FileType } from '@app/analysis';
import { beeline } from './beeline/beeline-format.js';
import { braille } from './braille/braille-format.js';
import { epub } from './epub/epub-format.js';
import type { FormatDefinition, FormatName } from './format-definition.js';
import { html } from './html/html-format.js';
import { tts } from './tts/tts-format.js';

/** Every alternative format, in the order the hosted service lists them. */
export const FORMATS: readonly FormatDefinition[] = [beeline, tts, epub, braille, html];

export function formatNamed(name: string): FormatDefinition | undefined {
  return FORMATS.find((format) => format.name.toLowerCase() === name.toLowerCase());
}

/**
 * The formats a file can be turned into: those made from its kind of file, less those its language
 * rules out (Tts without an espeak-ng voice, Braille without a liblouis table). `language` is the
 * document's (declared, else detected); null (unknown): English is assumed, as the producers do.
 */
export function availableFormats(fileType: FileType, language: string | null): FormatName[] {
  return FORMATS.filter(
    (format) => format.fileTypes.includes(fileType) && (format.supportsLanguage?.(language ?? 'en') ?? true),
  ).map((format) => format.name);
}

/** Where a produced format is kept in the blob store, beside the file (`<hash>.tts.mp3`). */
export function formatBlobKey(hash: string, format: FormatDefinition): string {
  return `${hash}.${format.name.toLowerCase()}.${format.extension}`;
}

/** Every key the formats of a file may be stored under (to remove them with it). */
export function formatBlobKeys(hash: string): string[] {
  return FORMATS.map((format) => formatBlobKey(hash, format));
}
