import type { ContentDocument } from './content/content-document.js';
import type { FormatDefinition } from './format-definition.js';
import { FormatError } from './tools/run-tool.js';

/** One produced file. */
export interface Produced {
  data: Buffer;
  contentType: string;
  /** A download name: the source's name (else "document") with the format's extension. */
  fileName: string;
}

export async function produce(
  format: FormatDefinition,
  document: ContentDocument,
  context: { workDir: string; sourceName?: string | null },
): Promise<Produced> {
  if (format.supportsLanguage && !format.supportsLanguage(document.language)) {
    throw new FormatError(`${format.name} cannot be made in the document's language (${document.language})`);
  }
  const data = await format.produce(document, { workDir: context.workDir });
  return { data, contentType: format.contentType, fileName: downloadName(context.sourceName, format) };
}

export function downloadName(sourceName: string | null | undefined, format: FormatDefinition): string {
  const stem = (sourceName ?? '')
    .replace(/\.[A-Za-z0-9]{1,8}$/, '')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '_')
    .trim();
  const suffix = format.name === 'Beeline' ? '.beeline' : '';
  return `${stem.slice(0, 100) || 'document'}${suffix}.${format.extension}`;
}
