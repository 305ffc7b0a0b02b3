import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAuthErrors, ApiErrors } from '../../common/api-docs.js';
import { LEARN } from '../../learn-paths.js';
import { UpdateReviewStatusBody } from './review-status-body.js';
import { presentReviewStatus, ReviewStatusView } from './review-status-view.js';
import { ReviewStatusService } from './review-status.service.js';

const IDS =
  'courseId: `_<n>_1`, `externalId:`, `courseId:` or `uuid:`; contentId: `_<n>_1`; userId: `_<n>_1`, `externalId:`, `userName:` or `uuid:`.';

@ApiTags('Learn: Contents')
@ApiBearerAuth()
@ApiAuthErrors()
@Controller(`${LEARN}/v1/courses/:courseId/contents/:contentId/users/:userId/reviewStatus`)
export class ReviewStatusController {
  constructor(private readonly reviews: ReviewStatusService) {}

  @Get()
  @ApiOperation({
    summary: "Get a user's review status of a reviewable content",
    description: `${IDS} A user who never marked it gets reviewed: false.`,
  })
  @ApiOkResponse({ type: ReviewStatusView })
  @ApiErrors({
    400: 'Malformed id, or the content is not reviewable',
    404: 'No such course, content or user, or the user is not enrolled',
  })
  async get(
    @Param('courseId') courseId: string,
    @Param('contentId') contentId: string,
    @Param('userId') userId: string,
  ): Promise<ReviewStatusView> {
    const { content, user, status } = await this.reviews.get(courseId, contentId, userId);
    return presentReviewStatus(content.id, user.id, status);
  }

  @Patch()
  @ApiOperation({ summary: 'Mark a reviewable content reviewed (or not) for a user', description: IDS })
  @ApiOkResponse({ type: ReviewStatusView })
  @ApiErrors({
    400: 'Malformed id, reviewed missing or not a boolean, or the content is not reviewable',
    404: 'No such course, content or user, or the user is not enrolled',
  })
  async update(
    @Param('courseId') courseId: string,
    @Param('contentId') contentId: string,
    @Param('userId') userId: string,
    @Body() dto: UpdateReviewStatusBody,
  ): Promise<ReviewStatusView> {
    const { content, user, status } = await this.reviews.set(courseId, contentId, userId, dto.reviewed);
    return presentReviewStatus(content.id, user.id, status);
  }
}
