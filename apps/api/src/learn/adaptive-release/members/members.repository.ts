import { Inject, Injectable } from '@nestjs/common';
import type { CourseMembership, CriterionMember, Group, Prisma, PrismaClient } from '@app/database';
import { PRISMA } from '../../../platform/tokens.js';
import type { ListQuery } from '../../common/list-query/list-query.decorator.js';
import type { Db } from '../history/audit-trail.js';

/** The query of a member list (list-queries.ts: users or groups). */
export type MemberList = ListQuery<Prisma.CriterionMemberWhereInput, Prisma.CriterionMemberOrderByWithRelationInput>;

/** Which column holds the member: a user or a group (never both, a CHECK constraint says). */
export type MemberField = 'userId' | 'groupId';

const holding = (field: MemberField) => (field === 'userId' ? { userId: { not: null } } : { groupId: { not: null } });
const naming = (field: MemberField, id: number) => (field === 'userId' ? { userId: id } : { groupId: id });
const byId = { orderBy: { id: 'asc' as const } };

/** Members of Memberships criteria, and the course data deciding who may be one. */
@Injectable()
export class MembersRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  list(criterionId: number, field: MemberField, { orderBy, window }: MemberList): Promise<CriterionMember[]> {
    return this.prisma.criterionMember.findMany({
      where: { criterionId, ...holding(field) },
      orderBy,
      skip: window.skip,
      take: window.take,
    });
  }

  all(db: Db, criterionId: number, field: MemberField): Promise<CriterionMember[]> {
    return db.criterionMember.findMany({ where: { criterionId, ...holding(field) }, ...byId });
  }

  find(db: Db, criterionId: number, field: MemberField, id: number): Promise<CriterionMember | null> {
    return db.criterionMember.findFirst({ where: { criterionId, ...naming(field, id) } });
  }

  count(db: Db, criterionId: number, field: MemberField): Promise<number> {
    return db.criterionMember.count({ where: { criterionId, ...holding(field) } });
  }

  /** A member already there fails on the unique (criterionId, userId|groupId) (P2002). */
  add(db: Db, criterionId: number, field: MemberField, id: number): Promise<CriterionMember> {
    return db.criterionMember.create({ data: { criterionId, ...naming(field, id) } });
  }

  async remove(db: Db, memberId: number): Promise<void> {
    await db.criterionMember.delete({ where: { id: memberId } });
  }

  /** Exactly `ids` afterwards: the others go, the missing come, those already there keep their record. */
  async replace(db: Db, criterionId: number, field: MemberField, ids: number[]): Promise<void> {
    await db.criterionMember.deleteMany({
      where: {
        criterionId,
        ...holding(field),
        NOT: field === 'userId' ? { userId: { in: ids } } : { groupId: { in: ids } },
      },
    });
    await db.criterionMember.createMany({
      data: ids.map((id) => ({ criterionId, ...naming(field, id) })),
      skipDuplicates: true,
    });
  }

  async existingUsers(ids: number[]): Promise<Set<number>> {
    const users = await this.prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true } });
    return new Set(users.map((user) => user.id));
  }

  enrolments(courseId: number, userIds: number[]): Promise<CourseMembership[]> {
    return this.prisma.courseMembership.findMany({ where: { courseId, userId: { in: userIds } } });
  }

  groups(courseId: number, ids: number[]): Promise<Group[]> {
    return this.prisma.group.findMany({ where: { courseId, id: { in: ids } } });
  }
}
