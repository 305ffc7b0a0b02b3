import { BadRequestException, ConflictException } from '@nestjs/common';
import { CriterionType, type Criterion } from '@app/database';
import { toLearnId } from '../../../common/learn-ids.js';
import type { CriterionView } from '../criterion-view.js';

/**
 * Memberships: narrows the rule to listed users and groups (read and set through the members
 * endpoints). It has no fields of its own, and a rule has at most one.
 */
export const MEMBERSHIPS_VALUES = { type: CriterionType.Memberships } as const;

export const presentMemberships = (row: Criterion): CriterionView => ({ type: row.type, id: toLearnId(row.id) });

export function secondMemberships(ruleId: number, existing: Criterion | null): ConflictException {
  const which = existing ? ` (${toLearnId(existing.id)})` : '';
  return new ConflictException(
    `Rule ${toLearnId(ruleId)} already has a Memberships criterion${which}: a rule holds at most one`,
  );
}

/** Users and groups belong to Memberships criteria only. */
export function checkIsMemberships(criterion: Criterion): void {
  if (criterion.type !== CriterionType.Memberships) {
    throw new BadRequestException(
      `Criterion ${toLearnId(criterion.id)} is of type ${criterion.type}: users and groups belong to a Memberships criterion`,
    );
  }
}
