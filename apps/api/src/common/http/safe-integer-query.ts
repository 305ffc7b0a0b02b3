import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { IsInRange } from './number-range.js';

const DIGITS = /^\d+$/;

/**
 * An optional integer query parameter (`?offset=`): decimal digits naming a safe integer of at
 * least `min`, else a 400 naming it. Beyond Number.MAX_SAFE_INTEGER a number no longer says which
 * integer was meant (2^53+1 reads as 2^53) and the database refuses what its bigint cannot hold,
 * so such values are refused rather than rounded or passed on.
 */
export const SafeIntegerQuery = (min: 0 | 1): PropertyDecorator =>
  applyDecorators(
    IsOptional(),
    Transform(({ value }) => (typeof value === 'string' && DIGITS.test(value) ? Number(value) : value)),
    IsInRange(
      { integer: true, min, max: Number.MAX_SAFE_INTEGER },
      `a ${min === 0 ? 'non-negative' : 'positive'} safe integer`,
    ),
  );
