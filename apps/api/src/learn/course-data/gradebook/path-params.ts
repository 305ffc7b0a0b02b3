import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { CoursePath, USER_ID_DOC } from '../../common/path-params.js';

export class ColumnPath extends CoursePath {
  @ApiProperty({ example: '_3_1', description: 'The gradebook column: `_<n>_1`' })
  @IsString()
  columnId!: string;
}

export class GradePath extends ColumnPath {
  @ApiProperty({ example: '_7_1', description: USER_ID_DOC })
  @IsString()
  userId!: string;
}
