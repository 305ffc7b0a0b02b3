import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Length, Matches } from 'class-validator';
import { Omittable } from '../../common/validation.js';

export const TITLE_MAX = 100;

const TITLE_DOC = {
  example: 'Released after the midterm',
  minLength: 1,
  maxLength: TITLE_MAX,
  description: `The rule's title: 1 to ${TITLE_MAX} characters, not blank`,
};

/** Title: a string of 1..100 characters that is not only white space. */
function Title(): PropertyDecorator {
  return (target, key) => {
    IsString()(target, key);
    Length(1, TITLE_MAX)(target, key);
    Matches(/\S/, { message: 'title must not be blank' })(target, key);
  };
}

export class CreateRuleBody {
  @ApiProperty(TITLE_DOC)
  @Title()
  title!: string;
}

export class UpdateRuleBody {
  @ApiPropertyOptional(TITLE_DOC)
  @Omittable()
  @Title()
  title?: string;
}
