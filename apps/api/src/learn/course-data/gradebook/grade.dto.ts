import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNumber, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { Omittable } from '../../common/validation.js';

/** PATCH .../columns/{columnId}/users/{userId}: omitted fields keep their values, null clears. */
export class UpdateGradeDto {
  @ApiPropertyOptional({ example: 87.5, nullable: true, minimum: 0, description: 'null clears the score' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  score?: number | null;

  @ApiPropertyOptional({ example: 'B+', nullable: true, description: 'null, "" or "-" clears the text' })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  text?: string | null;

  @ApiPropertyOptional({ example: 'Late by a day', nullable: true, description: 'Instructor notes' })
  @IsOptional()
  @IsString()
  notes?: string | null;

  @ApiPropertyOptional({ example: 'Well argued.', nullable: true, description: 'Feedback to the user' })
  @IsOptional()
  @IsString()
  feedback?: string | null;

  @ApiPropertyOptional({ example: false })
  @Omittable()
  @IsBoolean()
  exempt?: boolean;
}
