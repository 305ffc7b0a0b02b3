import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { ContentPath, USER_ID_DOC } from '../../common/path-params.js';

export class ReviewStatusPath extends ContentPath {
  @ApiProperty({ example: '_7_1', description: USER_ID_DOC })
  @IsString()
  userId!: string;
}
