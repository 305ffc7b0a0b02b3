import { Inject, Injectable } from '@nestjs/common';
import type { PrismaClient, ReviewStatus } from '@app/database';
import { PRISMA } from '../../../platform/tokens.js';

const key = (contentId: number, userId: number) => ({ contentId_userId: { contentId, userId } });

/** The review-status table: one row per content and user who ever marked it. */
@Injectable()
export class ReviewStatusRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  find(contentId: number, userId: number): Promise<ReviewStatus | null> {
    return this.prisma.reviewStatus.findUnique({ where: key(contentId, userId) });
  }

  /** Marking reviewed stamps the date (kept if already reviewed); unmarking clears it. In one transaction. */
  set(contentId: number, userId: number, reviewed: boolean): Promise<ReviewStatus> {
    return this.prisma.$transaction(async (tx) => {
      const stored = await tx.reviewStatus.findUnique({ where: key(contentId, userId) });
      const reviewDate = reviewed ? (stored?.reviewed ? stored.reviewDate : new Date()) : null;
      return tx.reviewStatus.upsert({
        where: key(contentId, userId),
        create: { contentId, userId, reviewed, reviewDate },
        update: { reviewed, reviewDate },
      });
    });
  }
}
