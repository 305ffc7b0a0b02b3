import { BadRequestException } from '@nestjs/common';
import type { ListParam } from './list-spec.js';

/**
 * Learn's `created` and `modified` filters (each with its `...Compare`), on the columns of the same
 * names, which every list model has: `Courses by creation date`.
 */
export function createdAndModified(noun: string) {
  return {
    created: { kind: 'date', target: 'created', description: `${noun} by creation date` },
    modified: { kind: 'date', target: 'modified', description: `${noun} by last modification date` },
  } as const;
}

type Refused = Extract<ListParam<never>, { kind: 'refused' }>;

/** Learn documents `includePermissions` on every list; this service has no permissions to add. */
export const INCLUDE_PERMISSIONS: Refused = {
  kind: 'refused',
  why: 'this service returns no permissions',
  acceptsFalse: true,
};

/**
 * For `dataSourceId` and `termId`: Learn also resolves `externalId:<x>` through its data sources
 * and terms; this service keeps neither, only the id each course or user was given.
 */
export function primaryIdOnly(value: string, name: string): void {
  if (value.startsWith('externalId:')) {
    throw new BadRequestException(
      `${name} ${value}: only the id itself can be matched here (data sources and terms are not kept, so externalId: cannot be resolved)`,
    );
  }
}
