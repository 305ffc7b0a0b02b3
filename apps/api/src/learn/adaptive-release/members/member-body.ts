import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';

export class CriterionUserBody {
  @ApiProperty({ example: '_47_1', description: 'A user enrolled in the course, neither Guest nor an instructor role' })
  @IsString()
  userId!: string;
}

export class CriterionGroupBody {
  @ApiProperty({ example: '_9_1', description: 'A group of the course (not a group set)' })
  @IsString()
  groupId!: string;
}
