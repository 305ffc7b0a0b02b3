import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { AnalysisError } from '@app/analysis';

/**
 * The stored bytes are the uploaded ones: their SHA-256 is the record's hash. A blob that fails
 * this was damaged in storage; analysing it would report on some other file.
 */
export async function verifyBlob(path: string, expected: { hash: string; size: number }): Promise<void> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 })) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  if (size !== expected.size || hash.digest('hex') !== expected.hash) {
    throw new AnalysisError('The stored copy of the file is damaged (its bytes no longer match the upload)');
  }
}
