import { applyDecorators, BadRequestException } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';

/**
 * How clients spell a query boolean. Learn's and the hosted accessibility service's Java stacks
 * read these in any case, and clients rely on it: Python's requests writes `True`.
 */
const SPELLINGS = new Map<string, boolean>([
  ['true', true],
  ['false', false],
  ['1', true],
  ['0', false],
  ['yes', true],
  ['no', false],
  ['on', true],
  ['off', false],
]);

/** `true, false, 1, 0, yes, no, on, off`: for the 400 and for documentation. */
export const ACCEPTED = [...SPELLINGS.keys()].join(', ');

/**
 * The boolean a query parameter spells, or undefined when it is absent; anything else — a
 * repeated parameter (an array) included — is a 400 naming the parameter and what it accepts.
 */
export function parseQueryBoolean(name: string, value: unknown): boolean | undefined {
  if (value === undefined) return undefined;
  const parsed = typeof value === 'string' ? SPELLINGS.get(value.toLowerCase()) : undefined;
  if (parsed === undefined) throw new BadRequestException(`${name} must be one of ${ACCEPTED}`);
  return parsed;
}

/**
 * An optional boolean query parameter of a DTO query class, read by parseQueryBoolean. Documented
 * as type boolean (what code generators turn into a boolean argument, sent as true/false), with
 * the other spellings in the description.
 */
export const BooleanQuery = (doc: { description: string; default?: boolean }): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({
      type: Boolean,
      ...doc,
      description: `${doc.description}. Accepts ${ACCEPTED}, in any case.`,
    }),
    Transform(({ key, value }) => parseQueryBoolean(key, value)),
    // Never fails after the transform; it keeps the property through the pipe's whitelist.
    IsOptional(),
    IsBoolean(),
  );
