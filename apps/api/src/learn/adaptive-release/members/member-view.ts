import { ApiProperty } from '@nestjs/swagger';
import type { CriterionMember } from '@app/database';
import { toLearnId } from '../../common/learn-ids.js';
import { ApiPage } from '../../common/api-docs.js';

export class CriterionUserView {
  @ApiProperty({ example: '_88_1', description: 'The member record' })
  id!: string;

  @ApiProperty({ example: '_7_1', description: 'The Memberships criterion' })
  criterionId!: string;

  @ApiProperty({ example: '_47_1' })
  userId!: string;
}

export class CriterionGroupView {
  @ApiProperty({ example: '_89_1', description: 'The member record' })
  id!: string;

  @ApiProperty({ example: '_7_1', description: 'The Memberships criterion' })
  criterionId!: string;

  @ApiProperty({ example: '_9_1' })
  groupId!: string;
}

export const CriterionUserPage = ApiPage(CriterionUserView);
export const CriterionGroupPage = ApiPage(CriterionGroupView);

export type MemberView = CriterionUserView | CriterionGroupView;

/** `{id, criterionId, userId}` or `{id, criterionId, groupId}`. */
export function presentMember(member: CriterionMember): MemberView {
  const base = { id: toLearnId(member.id), criterionId: toLearnId(member.criterionId) };
  return member.userId !== null
    ? { ...base, userId: toLearnId(member.userId) }
    : { ...base, groupId: toLearnId(member.groupId!) };
}
