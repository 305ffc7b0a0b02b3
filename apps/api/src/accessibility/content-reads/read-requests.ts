import { BadRequestException } from '@nestjs/common';
import { CONTENT_HASH } from '../a11y-paths.js';

/** `feedback=` / `formats=`: true, false or omitted. */
export function flag(value: unknown, name: string): boolean {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw new BadRequestException(`${name} must be true or false`);
}

export function assertContentHash(hash: string): void {
  if (!CONTENT_HASH.test(hash)) {
    throw new BadRequestException('contentHash must be a content hash: 64 lowercase hexadecimal characters (SHA-256)');
  }
}

const SHAPE = 'the body must be JSON: {"references": [{"hash": "<content hash>"}, ...]}';

/** The hashes of a batch body `{references: [{hash}]}`, in order; 400 if malformed or too many. */
export function batchHashes(body: unknown, maxReferences: number): string[] {
  const references = (body as { references?: unknown } | null | undefined)?.references;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !Array.isArray(references)) {
    throw new BadRequestException(`Malformed batch request: ${SHAPE}`);
  }
  if (references.length > maxReferences) {
    throw new BadRequestException(`At most ${maxReferences} references per batch, got ${references.length}`);
  }
  return references.map((reference: unknown, i) => {
    const hash = (reference as { hash?: unknown } | null)?.hash;
    if (typeof hash !== 'string')
      throw new BadRequestException(`Malformed batch request: references[${i}].hash must be a string`);
    return hash;
  });
}
