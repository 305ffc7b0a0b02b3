import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { Content, User } from '@app/database';
import { PathIds } from '../../common/path-ids.service.js';
import { MembershipsRepository } from '../memberships/memberships.repository.js';
import type { ContentUserPath } from '../../common/path-params.js';
import { presentReviewStatus, type ReviewStatusView } from './review-status-view.js';
import { ReviewStatusRepository } from './review-status.repository.js';

/** Whether enrolled users have marked reviewable contents reviewed (ContentReviewed criteria read it). */
@Injectable()
export class ReviewStatusService {
  constructor(
    private readonly ids: PathIds,
    private readonly reviews: ReviewStatusRepository,
    private readonly memberships: MembershipsRepository,
  ) {}

  async get(path: ContentUserPath): Promise<ReviewStatusView> {
    const { content, user } = await this.resolve(path);
    return presentReviewStatus(content.id, user.id, await this.reviews.find(content.id, user.id));
  }

  async set(path: ContentUserPath, reviewed: boolean): Promise<ReviewStatusView> {
    const { content, user } = await this.resolve(path);
    return presentReviewStatus(content.id, user.id, await this.reviews.set(content.id, user.id, reviewed));
  }

  /** A reviewable content of the course, and a user enrolled in it. */
  private async resolve(path: ContentUserPath): Promise<{ content: Content; user: User }> {
    const { course, content } = await this.ids.courseContent(path);
    const user = await this.ids.user(path.userId);
    if (!content.reviewable) throw new BadRequestException(`Content ${path.contentId} is not reviewable`);
    if (!(await this.memberships.find(course, user))) {
      throw new NotFoundException(`User ${path.userId} is not enrolled in course ${course.courseId}`);
    }
    return { content, user };
  }
}
