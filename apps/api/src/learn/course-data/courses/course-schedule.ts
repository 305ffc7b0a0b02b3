import { BadRequestException } from '@nestjs/common';
import type { Course } from '@app/database';
import { dateOf } from '../../common/learn-dates.js';
import { conditionalField } from '../../common/validation.js';
import type { UpdateCourseBody } from './course-body.js';

type Schedule = Pick<
  Course,
  | 'available'
  | 'termId'
  | 'durationType'
  | 'durationStart'
  | 'durationEnd'
  | 'durationDaysOfUse'
  | 'enrollmentType'
  | 'enrollmentStart'
  | 'enrollmentEnd'
  | 'enrollmentAccessCode'
>;

const DEFAULTS: Schedule = {
  available: 'Yes',
  termId: null,
  durationType: 'Continuous',
  durationStart: null,
  durationEnd: null,
  durationDaysOfUse: null,
  enrollmentType: 'InstructorLed',
  enrollmentStart: null,
  enrollmentEnd: null,
  enrollmentAccessCode: null,
};

/**
 * The availability, duration and enrollment settings of a course after a create (`stored`
 * absent) or an update, with Learn's rules: duration start/end only for DateRange, daysOfUse only
 * for FixedNumDays, enrollment start/end/accessCode only for SelfEnrollment, Term and UseTerm
 * need a termId, start before end. A setting that no longer applies after a type change is
 * cleared; one sent for a type it does not apply to is a 400.
 */
export function resolveSchedule(dto: UpdateCourseBody, stored: Schedule = DEFAULTS): Schedule {
  const duration = dto.availability?.duration;
  const enrollment = dto.enrollment;
  const durationType = duration?.type ?? stored.durationType;
  const enrollmentType = enrollment?.type ?? stored.enrollmentType;
  const termId = dto.termId !== undefined ? dto.termId : stored.termId;
  const available = dto.availability?.available ?? stored.available;

  const dateRange = { holds: durationType === 'DateRange', condition: 'availability.duration.type is DateRange' };
  const fixedDays = { holds: durationType === 'FixedNumDays', condition: 'availability.duration.type is FixedNumDays' };
  const selfEnrol = { holds: enrollmentType === 'SelfEnrollment', condition: 'enrollment.type is SelfEnrollment' };
  const schedule: Schedule = {
    available,
    termId,
    durationType,
    durationStart: conditionalField(
      'availability.duration.start',
      dateRange,
      dateOf(duration?.start),
      stored.durationStart,
    ),
    durationEnd: conditionalField('availability.duration.end', dateRange, dateOf(duration?.end), stored.durationEnd),
    durationDaysOfUse: conditionalField(
      'availability.duration.daysOfUse',
      fixedDays,
      duration?.daysOfUse,
      stored.durationDaysOfUse,
    ),
    enrollmentType,
    enrollmentStart: conditionalField('enrollment.start', selfEnrol, dateOf(enrollment?.start), stored.enrollmentStart),
    enrollmentEnd: conditionalField('enrollment.end', selfEnrol, dateOf(enrollment?.end), stored.enrollmentEnd),
    enrollmentAccessCode: conditionalField(
      'enrollment.accessCode',
      selfEnrol,
      enrollment?.accessCode,
      stored.enrollmentAccessCode,
    ),
  };

  if (!termId && available === 'Term') throw new BadRequestException('availability.available Term requires a termId');
  if (!termId && durationType === 'UseTerm')
    throw new BadRequestException('availability.duration.type UseTerm requires a termId');
  ordered('availability.duration', schedule.durationStart, schedule.durationEnd);
  ordered('enrollment', schedule.enrollmentStart, schedule.enrollmentEnd);
  return schedule;
}

function ordered(field: string, start: Date | null, end: Date | null): void {
  if (start && end && start >= end) throw new BadRequestException(`${field}.start must be before ${field}.end`);
}
