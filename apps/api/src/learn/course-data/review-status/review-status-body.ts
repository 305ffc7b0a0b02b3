import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

/** PATCH .../contents/{contentId}/users/{userId}/reviewStatus. */
export class UpdateReviewStatusBody {
  @ApiProperty({ example: true })
  @IsBoolean()
  reviewed!: boolean;
}
