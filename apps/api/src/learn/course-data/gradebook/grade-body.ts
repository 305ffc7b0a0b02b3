import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { NumberField } from '../../../common/http/number-field.js';
import { POINTS } from '../../common/points.js';
import { Omittable } from '../../common/validation.js';

/** PATCH .../columns/{columnId}/users/{userId}: omitted fields keep their values, null clears. */
export class UpdateGradeBody {
  @NumberField(POINTS, { example: 87.5, nullable: true, description: 'null clears the score' })
  @IsOptional()
  score?: number | null;

  @ApiPropertyOptional({ type: String, example: 'B+', nullable: true, description: 'null, "" or "-" clears the text' })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  text?: string | null;

  @ApiPropertyOptional({ type: String, example: 'Late by a day', nullable: true, description: 'Instructor notes' })
  @IsOptional()
  @IsString()
  notes?: string | null;

  @ApiPropertyOptional({ type: String, example: 'Well argued.', nullable: true, description: 'Feedback to the user' })
  @IsOptional()
  @IsString()
  feedback?: string | null;

  @ApiPropertyOptional({ example: false })
  @Omittable()
  @IsBoolean()
  exempt?: boolean;
}
