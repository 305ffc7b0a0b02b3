import { BadRequestException } from '@nestjs/common';
import { CriterionType, type Criterion } from '@app/database';
import { toLearnId } from '../../../common/learn-ids.js';

export const CRITERION_TYPES = Object.values(CriterionType);

export const GRADE_TYPES = [CriterionType.GradeRange, CriterionType.GradePercentage] as const;
export type GradeType = (typeof GRADE_TYPES)[number];

export const isGradeType = (type: CriterionType): type is GradeType =>
  (GRADE_TYPES as readonly string[]).includes(type);

/**
 * A criterion keeps its type, except that GradeRange and GradePercentage convert into each other
 * (the other fields must then suit the new type). DateRange in particular is immutable.
 */
export function checkTypeChange(criterion: Criterion, to: CriterionType): void {
  const from = criterion.type;
  if (from === to || (isGradeType(from) && isGradeType(to))) return;
  const id = toLearnId(criterion.id);
  if (from === CriterionType.DateRange) {
    throw new BadRequestException(`type of DateRange criterion ${id} is immutable: it cannot become ${to}`);
  }
  throw new BadRequestException(
    `type of ${from} criterion ${id} cannot become ${to}: only GradeRange and GradePercentage convert into each other`,
  );
}
