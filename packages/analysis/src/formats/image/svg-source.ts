import { open } from 'node:fs/promises';

/** Enough of an SVG to hold its <title>, which comes first in well-formed files. */
const HEAD_BYTES = 256 * 1024;

/** The start of an SVG file as text. */
export async function readSvgHead(path: string): Promise<string> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await file.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.toString('utf8', 0, bytesRead);
  } finally {
    await file.close();
  }
}
