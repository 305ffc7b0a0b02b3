import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { ContentPath } from '../../common/path-params.js';

export { ContentPath };

/**
 * The path ids of the adaptive release routes, named as the entitlement table expects them.
 * Each level adds one id to the one above it; a member's userId or groupId is read on its own.
 */
export class RulePath extends ContentPath {
  @ApiProperty({ example: '_5_1', description: 'The rule' })
  @IsString()
  ruleId!: string;
}

export class CriterionPath extends RulePath {
  @ApiProperty({ example: '_7_1', description: 'A criterion of the rule' })
  @IsString()
  criterionId!: string;
}
