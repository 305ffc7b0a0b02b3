import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { CoursePath, USER_ID_DOC } from '../../common/path-params.js';

export class MembershipPath extends CoursePath {
  @ApiProperty({ example: '_7_1', description: USER_ID_DOC })
  @IsString()
  userId!: string;
}
