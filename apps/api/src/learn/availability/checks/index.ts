import type { CriterionType } from '@app/database';
import type { CourseFacts, CriterionFacts, CriterionVerdict } from '../availability-facts.js';
import { checkDateRange } from './date-range.js';
import { checkGradePercentage } from './grade-percentage.js';
import { checkGradeRange } from './grade-range.js';
import { checkMemberships } from './memberships.js';
import { checkContentComplete, checkContentReviewed, checkGradeCompleted } from './read-only.js';

type Check = (criterion: CriterionFacts, facts: CourseFacts, at: Date) => CriterionVerdict;

/** One pure check per criterion type. */
export const CHECKS: Record<CriterionType, Check> = {
  GradeRange: checkGradeRange,
  GradePercentage: checkGradePercentage,
  DateRange: (criterion, _facts, at) => checkDateRange(criterion, at),
  Memberships: checkMemberships,
  GradeCompleted: checkGradeCompleted,
  ContentReviewed: checkContentReviewed,
  ContentComplete: checkContentComplete,
};
