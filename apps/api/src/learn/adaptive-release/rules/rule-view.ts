import { ApiProperty } from '@nestjs/swagger';
import type { AdaptiveReleaseRule } from '@app/database';
import { toLearnId } from '../../common/learn-ids.js';
import { ApiPage } from '../../common/api-docs.js';

export class RuleView {
  @ApiProperty({ example: '_5_1' })
  id!: string;

  @ApiProperty({ example: 'Released after the midterm' })
  title!: string;
}

export const RulePage = ApiPage(RuleView);

/** A rule shows its id and title only. */
export const presentRule = (rule: AdaptiveReleaseRule): RuleView => ({ id: toLearnId(rule.id), title: rule.title });
