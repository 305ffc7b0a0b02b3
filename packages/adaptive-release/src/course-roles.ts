/**
 * Learn's "instructor-type" course roles: they see every content whatever its visibility and
 * release rules, and so cannot be members of a Memberships criterion.
 */
export const INSTRUCTOR_ROLES: ReadonlySet<string> = new Set([
  'Instructor',
  'TeachingAssistant',
  'CourseBuilder',
  'Grader',
  'BbFacilitator',
]);

/** Guests are enrolled but take no part: they cannot be members of a Memberships criterion either. */
export const GUEST_ROLE = 'Guest';
