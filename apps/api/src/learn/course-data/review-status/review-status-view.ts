import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ReviewStatus } from '@app/database';
import { isoDate } from '../../common/learn-dates.js';
import { toLearnId } from '../../common/learn-ids.js';

/** Whether a user has marked a content reviewed, as Learn's ReviewStatus shows it. */
export class ReviewStatusView {
  @ApiProperty({ example: '_32_1' })
  contentId!: string;

  @ApiProperty({ example: '_7_1' })
  userId!: string;

  @ApiProperty({ example: true })
  reviewed!: boolean;

  @ApiPropertyOptional({ example: '2026-05-06T14:02:11.000Z' })
  reviewDate?: string;
}

/** A user who never marked the content has no row: not reviewed. */
export function presentReviewStatus(contentId: number, userId: number, status: ReviewStatus | null): ReviewStatusView {
  return {
    contentId: toLearnId(contentId),
    userId: toLearnId(userId),
    reviewed: status?.reviewed ?? false,
    reviewDate: isoDate(status?.reviewDate),
  };
}
