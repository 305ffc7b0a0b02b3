import { BadRequestException } from '@nestjs/common';
import { BooleanQuery } from '../../common/http/query-boolean.js';
import { CONTENT_HASH } from '../a11y-paths.js';
import type { DetailFlags } from './content-reads.service.js';

/** `?feedback=&formats=` of a details or batch read: omitted means false. */
export class DetailsQuery {
  @BooleanQuery({
    description: 'true: include the feedback (needs content:getDetails:withFeedback; without it feedback is null)',
  })
  feedback?: boolean;

  @BooleanQuery({
    description: 'true: include the formats (needs content:getDetails:withFormats; without it formats is null)',
  })
  formats?: boolean;
}

export const detailFlags = ({ feedback = false, formats = false }: DetailsQuery): DetailFlags => ({
  feedback,
  formats,
});

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
