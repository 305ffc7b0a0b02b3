import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { Course } from '@app/database';
import { isoDate } from '../../common/learn-dates.js';
import { toLearnId } from '../../common/learn-ids.js';
import { COURSE_AVAILABLE, DURATION_TYPES, ENROLLMENT_TYPES, ULTRA_STATUSES } from './course-body.js';

class CourseDurationView {
  @ApiProperty({ enum: DURATION_TYPES, example: 'Continuous' })
  type!: string;

  @ApiPropertyOptional({ example: '2026-09-01T00:00:00.000Z' })
  start?: string;

  @ApiPropertyOptional({ example: '2027-01-31T00:00:00.000Z' })
  end?: string;

  @ApiPropertyOptional({ example: 120 })
  daysOfUse?: number;
}

class CourseAvailabilityView {
  @ApiProperty({ enum: COURSE_AVAILABLE, example: 'Yes' })
  available!: string;

  @ApiProperty({ type: CourseDurationView })
  duration!: CourseDurationView;
}

class CourseEnrollmentView {
  @ApiProperty({ enum: ENROLLMENT_TYPES, example: 'InstructorLed' })
  type!: string;

  @ApiPropertyOptional({ example: '2026-08-01T00:00:00.000Z' })
  start?: string;

  @ApiPropertyOptional({ example: '2026-09-15T00:00:00.000Z' })
  end?: string;

  @ApiPropertyOptional({ example: 'letmein' })
  accessCode?: string;
}

class CourseLocaleView {
  @ApiPropertyOptional({ example: 'en_GB' })
  id?: string;

  @ApiProperty({ example: false })
  force!: boolean;
}

/** A course as Learn's CourseV2 shows it. */
export class CourseView {
  @ApiProperty({ example: '_12_1' })
  id!: string;

  @ApiProperty({ example: '915c7567d76d444abf1eed56aad3beb5' })
  uuid!: string;

  @ApiProperty({ example: 'BIO101-2026' })
  externalId!: string;

  @ApiPropertyOptional({ example: '_2_1' })
  dataSourceId?: string;

  @ApiProperty({ example: 'BIO101-2026' })
  courseId!: string;

  @ApiProperty({ example: 'Biology 101' })
  name!: string;

  @ApiPropertyOptional({ example: 'Cells, genes and evolution' })
  description?: string;

  @ApiProperty({ example: '2026-05-04T09:30:00.000Z' })
  created!: string;

  @ApiProperty({ example: '2026-05-04T09:30:00.000Z' })
  modified!: string;

  @ApiProperty({ example: false })
  organization!: boolean;

  @ApiProperty({ enum: ULTRA_STATUSES, example: 'Undecided' })
  ultraStatus!: string;

  @ApiProperty({ example: false })
  allowGuests!: boolean;

  @ApiProperty({ example: false })
  allowObservers!: boolean;

  @ApiProperty({ example: false })
  closedComplete!: boolean;

  @ApiPropertyOptional({ example: '_5_1' })
  termId?: string;

  @ApiProperty({ type: CourseAvailabilityView })
  availability!: CourseAvailabilityView;

  @ApiProperty({ type: CourseEnrollmentView })
  enrollment!: CourseEnrollmentView;

  @ApiProperty({ type: CourseLocaleView })
  locale!: CourseLocaleView;
}

export function presentCourse(course: Course): CourseView {
  return {
    id: toLearnId(course.id),
    uuid: course.uuid,
    externalId: course.externalId,
    dataSourceId: course.dataSourceId ?? undefined,
    courseId: course.courseId,
    name: course.name,
    description: course.description ?? undefined,
    created: isoDate(course.created)!,
    modified: isoDate(course.modified)!,
    organization: course.organization,
    ultraStatus: course.ultraStatus,
    allowGuests: course.allowGuests,
    allowObservers: course.allowObservers,
    closedComplete: course.closedComplete,
    termId: course.termId ?? undefined,
    availability: {
      available: course.available,
      duration: {
        type: course.durationType,
        start: isoDate(course.durationStart),
        end: isoDate(course.durationEnd),
        daysOfUse: course.durationDaysOfUse ?? undefined,
      },
    },
    enrollment: {
      type: course.enrollmentType,
      start: isoDate(course.enrollmentStart),
      end: isoDate(course.enrollmentEnd),
      accessCode: course.enrollmentAccessCode ?? undefined,
    },
    locale: { id: course.localeId ?? undefined, force: course.localeForce },
  };
}
