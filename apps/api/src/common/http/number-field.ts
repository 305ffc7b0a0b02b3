import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { INT4, IsInRange, type NumberRange } from './number-range.js';

interface NumberFieldDoc {
  example?: number;
  description?: string;
  nullable?: boolean;
}

const fitsInt4 = ({ min, max }: NumberRange): boolean => min >= INT4.min && max <= INT4.max;

/**
 * A number of a JSON body, documented and checked from the same range, so the OpenAPI document
 * says exactly what is refused: `type` integer or number with its minimum and maximum, and a 400
 * `<field> must be an integer from 0 to 2147483647` for anything else — 1e20, 2^53+1, 1.5 for an
 * integer — before the service or the column sees it. Whether the field may be omitted or null
 * stays with the field (IsOptional, Omittable).
 */
export const NumberField = (range: NumberRange, doc: NumberFieldDoc = {}): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({
      ...doc,
      type: range.integer ? 'integer' : 'number',
      ...(range.integer && fitsInt4(range) && { format: 'int32' }),
      minimum: range.min,
      maximum: range.max,
    }),
    IsInRange(range),
  );
