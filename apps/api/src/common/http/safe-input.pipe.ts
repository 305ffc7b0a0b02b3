import { BadRequestException, Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { findUnsafeInput } from './unsafe-input.js';

/** Where each kind of handler argument comes from, as its messages name it. */
const SOURCES: Partial<Record<ArgumentMetadata['type'], string>> = { body: 'body', query: 'query', param: 'path' };

/**
 * The first global pipe: every body, query and path argument a handler receives is refused (400
 * naming the field) when it holds a string that is not text — a NUL, a lone surrogate — or nests
 * deeper than MAX_INPUT_DEPTH, before validation, the services or the database see it. Values of
 * custom decorators (the caller, the principal) are the service's own and pass untouched.
 */
@Injectable()
export class SafeInputPipe implements PipeTransform {
  transform(value: unknown, { type, data }: ArgumentMetadata): unknown {
    const source = SOURCES[type];
    if (!source) return value;
    const problem = findUnsafeInput(value, data ? `${source}.${data}` : source);
    if (problem) throw new BadRequestException(problem);
    return value;
  }
}
