import type { Type } from '@nestjs/common';
import { getSchemaPath } from '@nestjs/swagger';

/** The one value `null`, in OpenAPI 3.0 terms (which has no null type). */
const NULL_ONLY = { type: 'object', nullable: true, enum: [null] };

/**
 * A schema of `model` or null. What Nest writes for `{type: Model, nullable: true}` —
 * `nullable` beside `allOf: [$ref]` — refuses null under OpenAPI 3.0.3 (the referenced object
 * type still applies), so a validator, and Redocly checking the examples, reject the null answers
 * this API sends. A choice of the reference or null says it exactly; code generators read it as
 * `Model | null`. The model must be registered (ApiExtraModels).
 */
export const nullableRef = (model: Type<unknown>) => ({
  oneOf: [{ $ref: getSchemaPath(model) }, NULL_ONLY],
});
