import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { NumberField } from '../../../common/http/number-field.js';
import { atLeast } from '../../../common/http/number-range.js';
import { Omittable, OptionalNested } from '../../common/validation.js';

export const CONTENT_AVAILABLE = ['Yes', 'No', 'PartiallyVisible'] as const;
export const FOLDER_HANDLER = 'resource/x-bb-folder';

export class ContentAvailabilityFields {
  @ApiPropertyOptional({ enum: CONTENT_AVAILABLE, example: 'Yes' })
  @Omittable()
  @IsIn(CONTENT_AVAILABLE)
  available?: (typeof CONTENT_AVAILABLE)[number];

  @ApiPropertyOptional({ example: true })
  @Omittable()
  @IsBoolean()
  allowGuests?: boolean;

  @ApiPropertyOptional({ example: true })
  @Omittable()
  @IsBoolean()
  allowObservers?: boolean;
}

export class ContentHandlerFields {
  @ApiProperty({ example: 'resource/x-bb-document', description: 'Set on creation only' })
  @IsString()
  @Matches(/^resource\/[\w.*-]+$/, { message: 'contentHandler.id must look like resource/x-bb-<kind>' })
  id!: string;
}

/** POST .../contents and .../contents/{contentId}/children: the parent is the path's. */
export class CreateContentBody {
  @ApiProperty({ example: 'Week 1: Cells' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(333)
  title!: string;

  @ApiPropertyOptional({ type: String, example: '<p>Read chapter 1.</p>', nullable: true })
  @IsOptional()
  @IsString()
  body?: string | null;

  @ApiPropertyOptional({ type: String, example: 'The first week', nullable: true, maxLength: 750 })
  @IsOptional()
  @IsString()
  @MaxLength(750)
  description?: string | null;

  @NumberField(atLeast(0), { example: 0, description: 'Zero-based place among its siblings; default last' })
  @Omittable()
  position?: number;

  @ApiPropertyOptional({ example: false })
  @Omittable()
  @IsBoolean()
  launchInNewWindow?: boolean;

  @ApiPropertyOptional({ example: true, description: 'Whether users can mark it reviewed' })
  @Omittable()
  @IsBoolean()
  reviewable?: boolean;

  @OptionalNested(ContentAvailabilityFields)
  availability?: ContentAvailabilityFields;

  @ApiPropertyOptional({ type: ContentHandlerFields, description: `Default ${FOLDER_HANDLER}` })
  @Omittable()
  @ValidateNested()
  @Type(() => ContentHandlerFields)
  contentHandler?: ContentHandlerFields;
}

/** PATCH .../contents/{contentId}: a new parentId moves the content (to the end, unless position says). */
export class UpdateContentBody extends PartialType(OmitType(CreateContentBody, ['contentHandler'] as const), {
  skipNullProperties: false,
}) {
  @ApiPropertyOptional({ example: '_31_1', description: 'Move under this folder of the same course (or "root")' })
  @Omittable()
  @IsString()
  @IsNotEmpty()
  parentId?: string;
}
