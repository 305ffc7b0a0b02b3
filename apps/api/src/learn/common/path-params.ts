import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';

/**
 * Path ids are read as one object per route (`@Param() path: GroupPath`), a class per level that
 * adds its id to the one above; PathIds resolves them (malformed: 400, unknown: 404). Modules
 * extend these in their own `path-params.ts`.
 */
export class CoursePath {
  @ApiProperty({
    example: '_12_1',
    description: 'The course: `_<n>_1`, `externalId:<x>`, `courseId:<x>` or `uuid:<x>`',
  })
  @IsString()
  courseId!: string;
}

export class ContentPath extends CoursePath {
  @ApiProperty({ example: '_34_1', description: "The content item (`_<n>_1`), or `root`, the course's top folder" })
  @IsString()
  contentId!: string;
}

/** A user's path id: `_<n>_1`, `externalId:`, `userName:` or `uuid:`. */
export const USER_ID_DOC = 'The user: `_<n>_1`, `externalId:<x>`, `userName:<x>` or `uuid:<x>`';

export class UserPath {
  @ApiProperty({ example: '_7_1', description: USER_ID_DOC })
  @IsString()
  userId!: string;
}

/** A user in a course: a membership, or whom an answer is about. */
export class CourseUserPath extends CoursePath {
  @ApiProperty({ example: '_7_1', description: USER_ID_DOC })
  @IsString()
  userId!: string;
}

/** A user and a content of a course: a review status, an availability. */
export class ContentUserPath extends ContentPath {
  @ApiProperty({ example: '_7_1', description: USER_ID_DOC })
  @IsString()
  userId!: string;
}
