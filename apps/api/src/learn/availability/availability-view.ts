import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional } from 'class-validator';
import { REASON_TYPE_NAMES } from '@app/adaptive-release';
import { PagingLinks } from '../common/api-docs.js';
import { PagingQuery } from '../common/paging.js';

export class AvailabilityQuery extends PagingQuery {
  @ApiPropertyOptional({
    description: 'Evaluate as of this ISO 8601 date-time (preview a release); default: now',
    example: '2026-12-01T09:00:00.000Z',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'at must be an ISO 8601 date-time, such as 2026-12-01T09:00:00Z' })
  at?: string;
}

export class ReasonView {
  @ApiProperty({ example: '_12_1', description: 'The content this reason is about: the item or a folder it is in' })
  contentId!: string;

  @ApiProperty({
    example: 'GradeRange',
    enum: [...REASON_TYPE_NAMES],
    description:
      'A criterion type, or a condition that is not a criterion: CourseRole (an instructor-type role sees everything), ContentAvailability (hidden from students)',
  })
  type!: string;

  @ApiProperty({ example: false })
  met!: boolean;

  @ApiProperty({ example: 'Score 45 in "Quiz 1" is outside the required range 60–100' })
  explanation!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { gradeColumnId: '_4_1', scorePossible: 100, score: 45, minScore: 60, maxScore: 100 },
    description:
      'The facts used: the score and range; the percentage; the date window and the evaluation time; the matched groups; the course role',
  })
  facts!: Record<string, unknown>;

  @ApiPropertyOptional({ example: '_3_1' })
  ruleId?: string;

  @ApiPropertyOptional({ example: 'Unit 2 gate' })
  ruleTitle?: string;

  @ApiPropertyOptional({ example: '_9_1' })
  criterionId?: string;
}

export class ContentAvailabilityView {
  @ApiProperty({ example: '_12_1' })
  contentId!: string;

  @ApiProperty({ example: 'Unit 2' })
  title!: string;

  @ApiProperty({ example: '_7_1' })
  userId!: string;

  @ApiProperty({ example: '2026-11-23T10:00:00.000Z' })
  evaluatedAt!: string;

  @ApiProperty({ example: false })
  available!: boolean;

  @ApiProperty({ example: 'Not available: 1 of 2 criteria of rule "Unit 2 gate" not met' })
  summary!: string;

  @ApiProperty({ type: [ReasonView] })
  reasons!: ReasonView[];
}

export class CourseAvailabilityPage {
  @ApiProperty({ type: [ContentAvailabilityView] })
  results!: ContentAvailabilityView[];

  @ApiPropertyOptional({
    type: PagingLinks,
    example: { nextPage: '/learn/api/public/v1/courses/_1_1/users/_7_1/availability?offset=100&limit=100' },
  })
  paging?: PagingLinks;
}
