import { BadRequestException } from '@nestjs/common';
import { CriterionType, type Criterion } from '@app/database';
import { toLearnId } from '../../../common/learn-ids.js';
import type { CriterionView } from '../criterion-view.js';

/**
 * Types that can appear in listings (Learn creates them in its own interface) but that the public
 * API neither creates nor updates: ContentComplete, GradeCompleted, ContentReviewed.
 */
export const READ_ONLY_TYPES: readonly CriterionType[] = [
  CriterionType.ContentComplete,
  CriterionType.GradeCompleted,
  CriterionType.ContentReviewed,
];

export const isReadOnlyType = (type: CriterionType): boolean => READ_ONLY_TYPES.includes(type);

export function refuseCreate(type: CriterionType): never {
  throw new BadRequestException(
    `type ${type} cannot be created through the public API: create GradeRange, GradePercentage, DateRange or Memberships criteria`,
  );
}

export function refuseUpdate(criterion: Criterion): never {
  throw new BadRequestException(
    `Criterion ${toLearnId(criterion.id)} is of the read-only type ${criterion.type} and cannot be updated through the public API`,
  );
}

/** ContentComplete {contentId}, GradeCompleted {gradeColumnId}, ContentReviewed {reviewedContentId}. */
export function presentReadOnly(row: Criterion): CriterionView {
  const base = { type: row.type, id: toLearnId(row.id) };
  switch (row.type) {
    case CriterionType.ContentComplete:
      return { ...base, ...(row.completedContentId !== null && { contentId: toLearnId(row.completedContentId) }) };
    case CriterionType.GradeCompleted:
      return { ...base, ...(row.gradeColumnId !== null && { gradeColumnId: toLearnId(row.gradeColumnId) }) };
    default:
      return {
        ...base,
        ...(row.reviewedContentId !== null && { reviewedContentId: toLearnId(row.reviewedContentId) }),
      };
  }
}
