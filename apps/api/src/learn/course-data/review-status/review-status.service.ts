import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Content, PrismaClient, ReviewStatus, User } from '@app/database';
import { PRISMA } from '../../../platform/tokens.js';
import { PathIds } from '../../common/path-ids.service.js';
import { MembershipsRepository } from '../memberships/memberships.repository.js';

type Reviewing = { content: Content; user: User; status: ReviewStatus | null };

/** Whether enrolled users have marked reviewable contents reviewed (ContentReviewed criteria read it). */
@Injectable()
export class ReviewStatusService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly ids: PathIds,
    private readonly enrolments: MembershipsRepository,
  ) {}

  async get(courseId: string, contentId: string, userId: string): Promise<Reviewing> {
    const { content, user } = await this.resolve(courseId, contentId, userId);
    const status = await this.prisma.reviewStatus.findUnique({ where: key(content, user) });
    return { content, user, status };
  }

  /** Marking reviewed stamps the date (kept if already reviewed); unmarking clears it. */
  async set(courseId: string, contentId: string, userId: string, reviewed: boolean): Promise<Reviewing> {
    const { content, user } = await this.resolve(courseId, contentId, userId);
    const status = await this.prisma.$transaction(async (tx) => {
      const stored = await tx.reviewStatus.findUnique({ where: key(content, user) });
      const reviewDate = reviewed ? (stored?.reviewed ? stored.reviewDate : new Date()) : null;
      return tx.reviewStatus.upsert({
        where: key(content, user),
        create: { contentId: content.id, userId: user.id, reviewed, reviewDate },
        update: { reviewed, reviewDate },
      });
    });
    return { content, user, status };
  }

  private async resolve(courseId: string, contentId: string, userId: string) {
    const course = await this.ids.course(courseId);
    const content = await this.ids.content(course, contentId);
    const user = await this.ids.user(userId);
    if (!content.reviewable) throw new BadRequestException(`Content ${contentId} is not reviewable`);
    if (!(await this.enrolments.find(course, user))) {
      throw new NotFoundException(`User ${userId} is not enrolled in course ${course.courseId}`);
    }
    return { content, user };
  }
}

const key = (content: Content, user: User) => ({ contentId_userId: { contentId: content.id, userId: user.id } });
