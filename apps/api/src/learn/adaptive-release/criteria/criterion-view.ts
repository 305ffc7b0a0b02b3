import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CRITERION_TYPE_NAMES,
  presentCriterion as presentByType,
  type CriterionTypeName,
  type CriterionView as DomainCriterionView,
} from '@app/adaptive-release';
import type { Criterion } from '@app/database';
import { ApiPage } from '../../common/api-docs.js';

/**
 * A criterion as the API shows it: `type` and `id`, then the fields of its type (nulls omitted).
 * Each type's definition (@app/adaptive-release) presents it; this class documents the shape.
 */
export class CriterionView implements DomainCriterionView {
  @ApiProperty({ enum: [...CRITERION_TYPE_NAMES], example: 'GradeRange' })
  type!: CriterionTypeName;

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
export const presentCriterion = (row: Criterion): CriterionView => presentByType(row) as CriterionView;
