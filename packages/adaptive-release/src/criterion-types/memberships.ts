import { GUEST_ROLE, INSTRUCTOR_ROLES } from '../course-roles.js';
import type { CriterionRecord } from '../criterion.js';
import { all } from '../entitlements.js';
import { toLearnId } from '../learn-ids.js';
import { invalid, RuleViolation } from '../rule-violation.js';
import { defineCriterionType } from './definition.js';

/**
 * Memberships: narrows the rule to listed users and groups (read and set through the members
 * endpoints). It has no fields of its own, and a rule has at most one. A user member is enrolled
 * in the course with a role that is neither Guest nor instructor-type; a group member is a group
 * of the course, not a group set.
 */
export const MEMBERSHIPS = defineCriterionType({
  type: 'Memberships',
  description: 'The user is listed, or belongs to a listed group',
  evaluation: 'the user is listed, or is a member of a listed group',
  entitlements: {
    CREATE: all('course.adaptiverelease.acl.CREATE'),
    MODIFY: all('course.adaptiverelease.acl.MODIFY'),
    DELETE: all('course.adaptiverelease.acl.DELETE'),
  },
  convertsTo: [],
  write: {
    doc: 'no fields; at most one per rule (409). Its users and groups are set below it.',
    async create(_input, context) {
      const existing = await context.membershipsCriterion();
      if (existing) throw secondMemberships(context.rule.id, existing);
      return { type: 'Memberships' };
    },
    // Nothing to change: its users and groups are set through their own endpoints.
    patch: async () => ({ type: 'Memberships' }),
  },
  present: (row) => ({ type: row.type, id: toLearnId(row.id) }),
  evaluate(criterion, facts) {
    const listed = criterion.memberUserIds.includes(facts.userId);
    const matchedGroups = criterion.memberGroupIds.filter((id) => facts.groupIds.has(id)).map(toLearnId);
    const met = listed || matchedGroups.length > 0;
    const explanation = listed
      ? 'The user is listed in the rule'
      : matchedGroups.length > 0
        ? `The user belongs to the listed group${matchedGroups.length > 1 ? 's' : ''} ${matchedGroups.join(', ')}`
        : 'The user is neither listed nor in a listed group';
    return {
      met,
      explanation,
      facts: {
        listedUser: listed,
        matchedGroupIds: matchedGroups,
        listedUsers: criterion.memberUserIds.length,
        listedGroups: criterion.memberGroupIds.length,
      },
    };
  },
});

/** A rule holds at most one Memberships criterion (`existing` when known: a concurrent create may not say). */
export function secondMemberships(ruleId: number, existing: CriterionRecord | null): RuleViolation {
  const which = existing ? ` (${toLearnId(existing.id)})` : '';
  return new RuleViolation(
    'conflict',
    `Rule ${toLearnId(ruleId)} already has a Memberships criterion${which}: a rule holds at most one`,
  );
}

/** Users and groups belong to Memberships criteria only. */
export function checkIsMemberships(criterion: CriterionRecord): void {
  if (criterion.type !== MEMBERSHIPS.type) {
    throw invalid(
      `Criterion ${toLearnId(criterion.id)} is of type ${criterion.type}: users and groups belong to a Memberships criterion`,
    );
  }
}

/** A user member: enrolled in the course (`courseRoleId` undefined: not enrolled), neither Guest nor instructor-type. */
export function checkMemberEnrolment(userId: number, courseId: number, courseRoleId: string | undefined): void {
  const user = toLearnId(userId);
  const course = toLearnId(courseId);
  if (courseRoleId === undefined) throw invalid(`User ${user} is not enrolled in the course ${course}`);
  if (courseRoleId === GUEST_ROLE) {
    throw invalid(
      `User ${user} is enrolled in the course ${course} as Guest: guests cannot be members of a Memberships criterion`,
    );
  }
  if (INSTRUCTOR_ROLES.has(courseRoleId)) {
    throw invalid(
      `User ${user} is enrolled in the course ${course} with the instructor role ${courseRoleId}: instructor roles cannot be members of a Memberships criterion`,
    );
  }
}

/** A group member: a group of the course, not a group set. */
export function checkMemberGroup(group: { id: number; isGroupSet: boolean }): void {
  if (group.isGroupSet) {
    throw invalid(
      `Group ${toLearnId(group.id)} is a group set: only the groups inside a set can be members of a Memberships criterion`,
    );
  }
}
