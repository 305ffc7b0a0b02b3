import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { RuleAuditEntry } from '@app/database';
import { ApiPage } from '../../common/api-docs.js';
import { toLearnId } from '../../common/learn-ids.js';
import { AUDIT_ACTIONS, type AuditAction } from './audit-actions.js';

const JSON_OBJECT = { type: 'object', additionalProperties: true };
/** A resource as the API presents it, or a list of them (the members before and after a replacement). */
const AUDITED_RESOURCE = { oneOf: [JSON_OBJECT, { type: 'array', items: JSON_OBJECT }] };

export class HistoryEntryView {
  @ApiProperty({ example: '_31_1' })
  id!: string;

  @ApiProperty({ example: '2021-03-12T22:00:00.000Z', description: 'When the change was made (UTC)' })
  at!: string;

  @ApiProperty({ example: 'reporting-tool', description: 'The key of the application that made the change' })
  actor!: string;

  @ApiProperty({ enum: AUDIT_ACTIONS, example: 'criterion.updated', description: 'What changed' })
  action!: AuditAction;

  @ApiPropertyOptional({ example: '_7_1', description: 'The criterion, user or group concerned, when not the rule' })
  targetId?: string;

  @ApiPropertyOptional({
    ...AUDITED_RESOURCE,
    example: { type: 'GradeRange', id: '_7_1', gradeColumnId: '_3_1', minScore: 50, maxScore: 100 },
    description:
      'The resource before the change, as the API presented it (a list for a replaced set of members; absent on creation)',
  })
  before?: unknown;

  @ApiPropertyOptional({
    ...AUDITED_RESOURCE,
    example: { type: 'GradeRange', id: '_7_1', gradeColumnId: '_3_1', minScore: 60, maxScore: 100 },
    description:
      'The resource after the change, as the API presents it (a list for a replaced set of members; absent on deletion)',
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
