import { applyDecorators, BadRequestException } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf, ValidateNested } from 'class-validator';

/**
 * A field that may be left out but, when sent, must pass its validators — null included, so a
 * non-nullable field cannot be cleared by sending null (`@IsOptional()` would let null through).
 */
export const Omittable = (): PropertyDecorator => ValidateIf((_object, value) => value !== undefined);

/** An optional nested object (Learn's `availability`, `score`, `grading`...): omittable, not null. */
export const OptionalNested = (type: new () => object): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ type }),
    Omittable(),
    ValidateNested(),
    Type(() => type),
  );

/**
 * A setting that only means something under a condition (a duration's start under type
 * DateRange): while the condition holds, the sent value or else the stored one; when it does not,
 * cleared — and a 400 naming the field if one was sent anyway.
 */
export function conditionalField<T>(
  field: string,
  rule: { holds: boolean; condition: string },
  sent: T | null | undefined,
  stored: T | null,
): T | null {
  if (rule.holds) return sent !== undefined ? sent : stored;
  if (sent != null) throw new BadRequestException(`${field} may only be set when ${rule.condition}`);
  return null;
}

/** `dataSourceId` of courses, users and memberships: the data source's id, or null. */
export const DataSourceIdField = (): PropertyDecorator =>
  applyDecorators(ApiPropertyOptional({ type: String, example: '_2_1', nullable: true }), IsOptional(), IsString());

/**
 * `externalId` of courses and users: unique, omittable (`defaultsTo` names the field it then
 * takes), a non-empty string of at most 256 characters.
 */
export const ExternalIdField = (example: string, defaultsTo: string): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ example, maxLength: 256, description: `Unique; defaults to ${defaultsTo}` }),
    Omittable(),
    IsString(),
    IsNotEmpty(),
    MaxLength(256),
  );
