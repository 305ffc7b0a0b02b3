import { createHash, randomBytes } from 'node:crypto';
import { finished } from 'node:stream/promises';
import { describe, expect, it } from '@jest/globals';
import { Sha256Sink } from '../../src/accessibility/content-upload/sha256-sink.js';

// The upload's hash, computed in a worker thread: it must be SHA-256 of exactly the bytes written,
// in any chunking, for uploads hashed at the same time on the one thread.

async function hashOf(bytes: Buffer, chunk: number): Promise<string> {
  const sink = new Sha256Sink();
  for (let at = 0; at < bytes.length; at += chunk) {
    if (!sink.write(bytes.subarray(at, at + chunk))) await new Promise((resolve) => sink.once('drain', resolve));
  }
  sink.end();
  await finished(sink);
  return sink.digest!;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('Sha256Sink', () => {
  it.each([
    ['nothing', 0, 1],
    ['less than a batch', 1000, 7],
    ['exactly one 1 MB batch', 1024 * 1024, 65536],
    ['several batches and a rest, in odd chunks', 9 * 1024 * 1024 + 12345, 65537],
  ])('hashes %s as SHA-256 does', async (_, size, chunk) => {
    const bytes = randomBytes(size);
    expect(await hashOf(bytes, chunk)).toBe(sha256(bytes));
  });

  it('keeps simultaneous uploads apart', async () => {
    const files = Array.from({ length: 4 }, (_, i) => randomBytes(3 * 1024 * 1024 + i));
    const digests = await Promise.all(files.map((bytes, i) => hashOf(bytes, 40_000 + i * 1000)));
    expect(digests).toEqual(files.map(sha256));
  });

  it('can be abandoned half-way (a refused upload) without disturbing the next', async () => {
    const abandoned = new Sha256Sink();
    abandoned.write(randomBytes(3 * 1024 * 1024));
    abandoned.destroy();
    const bytes = randomBytes(2 * 1024 * 1024);
    expect(await hashOf(bytes, 65536)).toBe(sha256(bytes));
  });
});
