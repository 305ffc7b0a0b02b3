import { applyDecorators } from '@nestjs/common';
import { ApiAuthErrors, ApiErrors } from '../common/api-docs.js';

const DEFAULTS = {
  400: 'A malformed id in the path or the body, or an invalid field; the message names it',
  404: 'The course, content, rule or criterion of the path does not exist (or belongs elsewhere)',
};

/** 400, 401, 403 and 404 as every adaptive release operation answers them, plus its own errors. */
export const ApiLearnErrors = (own: Partial<Record<400 | 404 | 409, string>> = {}): MethodDecorator & ClassDecorator =>
  applyDecorators(ApiAuthErrors(), ApiErrors({ ...DEFAULTS, ...own }));
