import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CriterionType, type Criterion } from '@app/database';
import { ApiPage } from '../../common/api-docs.js';
import { CRITERION_TYPES, isGradeType } from './types/criterion-type.js';
import { presentDateRange } from './types/date-range.js';
import { presentGradeCriterion } from './types/grade-criterion.js';
import { presentMemberships } from './types/memberships.js';
import { presentReadOnly } from './types/read-only.js';

/** A criterion as the API shows it: `type` and `id`, then the fields of its type (nulls omitted). */
export class CriterionView {
  @ApiProperty({ enum: CRITERION_TYPES, example: 'GradeRange' })
  type!: CriterionType;

  @ApiProperty({ example: '_7_1' })
  id!: string;

  @ApiPropertyOptional({ example: '_3_1', description: 'GradeRange, GradePercentage, GradeCompleted' })
  gradeColumnId?: string;

  @ApiPropertyOptional({ example: 60, description: 'GradeRange, GradePercentage; omitted when null (no lower limit)' })
  minScore?: number;

  @ApiPropertyOptional({ example: 100, description: 'GradeRange, GradePercentage; omitted when null (no upper limit)' })
  maxScore?: number;

  @ApiPropertyOptional({
    example: '2021-03-01T08:00:00.000Z',
    description: 'DateRange; omitted when null ("before endDate")',
  })
  startDate?: string;

  @ApiPropertyOptional({
    example: '2021-03-12T22:00:00.000Z',
    description: 'DateRange; omitted when null ("after startDate")',
  })
  endDate?: string;

  @ApiPropertyOptional({ example: '_41_1', description: 'ContentComplete: the content to complete' })
  contentId?: string;

  @ApiPropertyOptional({ example: '_42_1', description: 'ContentReviewed: the content to mark reviewed' })
  reviewedContentId?: string;
}

export const CriterionPage = ApiPage(CriterionView);

/** The one presentation of a criterion: responses and audit entries alike. */
export function presentCriterion(row: Criterion): CriterionView {
  if (isGradeType(row.type)) return presentGradeCriterion(row);
  if (row.type === CriterionType.DateRange) return presentDateRange(row);
  if (row.type === CriterionType.Memberships) return presentMemberships(row);
  return presentReadOnly(row);
}
