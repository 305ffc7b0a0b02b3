import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { RuleAuditEntry } from '@app/database';
import { ApiPage } from '../../common/api-docs.js';
import { toLearnId } from '../../common/learn-ids.js';
import type { AuditAction } from './audit-actions.js';

export class HistoryEntryView {
  @ApiProperty({ example: '_31_1' })
  id!: string;

  @ApiProperty({ example: '2021-03-12T22:00:00.000Z', description: 'When the change was made (UTC)' })
  at!: string;

  @ApiProperty({ example: 'reporting-tool', description: 'The key of the application that made the change' })
  actor!: string;

  @ApiProperty({
    example: 'criterion.updated',
    description:
      'rule.created|updated|deleted, criterion.created|updated|deleted, members.users.replaced, members.user.added|removed, members.groups.replaced, members.group.added|removed',
  })
  action!: AuditAction;

  @ApiPropertyOptional({ example: '_7_1', description: 'The criterion, user or group concerned, when not the rule' })
  targetId?: string;

  @ApiPropertyOptional({
    example: { type: 'GradeRange', id: '_7_1', gradeColumnId: '_3_1', minScore: 50, maxScore: 100 },
    description: 'The resource before the change, as the API presented it (absent on creation)',
  })
  before?: unknown;

  @ApiPropertyOptional({
    example: { type: 'GradeRange', id: '_7_1', gradeColumnId: '_3_1', minScore: 60, maxScore: 100 },
    description: 'The resource after the change, as the API presents it (absent on deletion)',
  })
  after?: unknown;
}

export const HistoryPage = ApiPage(HistoryEntryView);

export function presentHistoryEntry(entry: RuleAuditEntry): HistoryEntryView {
  return {
    id: toLearnId(entry.id),
    at: entry.at.toISOString(),
    actor: entry.actor,
    action: entry.action as AuditAction,
    ...(entry.targetId !== null && { targetId: entry.targetId }),
    ...(entry.before !== null && { before: entry.before }),
    ...(entry.after !== null && { after: entry.after }),
  };
}
