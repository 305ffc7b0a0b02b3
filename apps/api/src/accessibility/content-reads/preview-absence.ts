import type { ContentRecord } from '../content/content.repository.js';

/** Why a file has no PDF preview to serve, for the 404's message. */
export function noPreviewReason(record: ContentRecord): string {
  const content = `Content ${record.hash}`;
  if (record.fileType === 'image') return `${content} is an image: images have no preview`;
  if (record.status === 'failed') return `${content} has no preview: its analysis failed`;
  if (record.status !== 'success') return `${content} has no preview yet: it is ${record.status}`;
  if (record.fileType === 'html')
    return `${content} has no preview: none could be made when it was analysed (Chromium missing)`;
  return `${content} has no preview: none could be made when it was analysed (LibreOffice missing or unable to convert it)`;
}
