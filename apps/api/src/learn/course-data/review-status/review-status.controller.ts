import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrors, ApiLearnController } from '../../common/api-docs.js';
import { LEARN } from '../../learn-paths.js';
import { ContentUserPath } from '../../common/path-params.js';
import { UpdateReviewStatusBody } from './review-status-body.js';
import { ReviewStatusView } from './review-status-view.js';
import { ReviewStatusService } from './review-status.service.js';

const IDS =
  'courseId: `_<n>_1`, `externalId:`, `courseId:` or `uuid:`; contentId: `_<n>_1`; userId: `_<n>_1`, `externalId:`, `userName:` or `uuid:`.';

@ApiLearnController('Learn: Contents')
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
  get(@Param() path: ContentUserPath): Promise<ReviewStatusView> {
    return this.reviews.get(path);
  }

  @Patch()
  @ApiOperation({ summary: 'Mark a reviewable content reviewed (or not) for a user', description: IDS })
  @ApiOkResponse({ type: ReviewStatusView })
  @ApiErrors({
    400: 'Malformed id, reviewed missing or not a boolean, or the content is not reviewable',
    404: 'No such course, content or user, or the user is not enrolled',
  })
  update(@Param() path: ContentUserPath, @Body() body: UpdateReviewStatusBody): Promise<ReviewStatusView> {
    return this.reviews.set(path, body.reviewed);
  }
}
