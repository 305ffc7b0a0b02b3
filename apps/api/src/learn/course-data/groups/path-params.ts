import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { CoursePath, USER_ID_DOC } from '../../common/path-params.js';

export class GroupPath extends CoursePath {
  @ApiProperty({ example: '_21_1', description: 'The group or group set: `_<n>_1` or `externalId:<x>`' })
  @IsString()
  groupId!: string;
}

export class GroupMemberPath extends GroupPath {
  @ApiProperty({ example: '_7_1', description: USER_ID_DOC })
  @IsString()
  userId!: string;
}
