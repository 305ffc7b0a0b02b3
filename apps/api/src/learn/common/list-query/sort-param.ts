import { BadRequestException } from '@nestjs/common';
import type { SortSpec } from './list-spec.js';

export type Direction = 'asc' | 'desc';

/** One term of Learn's `sort`: a JSON property, optionally `(asc)` or `(desc)` in any case. */
const TERM = /^([A-Za-z][\w.]*)(?:\((asc|desc)\))?$/i;

/** The `sort=name(desc),created` values the OpenAPI enumerates for one field. */
export const sortTermsOf = (field: string): string[] => [field, `${field}(asc)`, `${field}(desc)`];

/**
 * `sort=name(desc),created` as order-by terms, in the order given; an unknown field, a malformed
 * term or a field named twice is a 400 naming it and the sortable fields.
 */
export function readSort<O>(raw: string, sort: SortSpec<O>): { column: keyof O & string; direction: Direction }[] {
  const sortable = Object.keys(sort.fields).join(', ');
  const seen = new Set<string>();
  return raw.split(',').map((text) => {
    const term = TERM.exec(text.trim());
    if (!term) throw new BadRequestException(`sort term "${text}" must be a field, field(asc) or field(desc)`);
    const [, field, direction] = term as unknown as [string, string, string | undefined];
    const column = Object.hasOwn(sort.fields, field) ? sort.fields[field] : undefined;
    if (!column) throw new BadRequestException(`sort: ${field} is not sortable here; sortable fields: ${sortable}`);
    if (seen.has(field)) throw new BadRequestException(`sort names ${field} twice`);
    seen.add(field);
    return { column, direction: (direction?.toLowerCase() ?? 'asc') as Direction };
  });
}
