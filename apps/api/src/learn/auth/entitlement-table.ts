/**
 * Which entitlements each Learn operation requires, read from the public Learn swagger
 * (../shared/reference/learn-swagger-subset.json), one entry per operation: the guard enforces
 * it, the OpenAPI document shows it, and a table-driven test proves it for every endpoint.
 *
 * A requirement is a list of alternatives, each a set of entitlements that must all be held.
 * How the swagger's wording maps onto it:
 * - "all the following" lists: one alternative holding all of them;
 * - "the requesting user must also be enrolled in the course, or have system.course.MODIFY":
 *   an application is not an enrolled user, so system.course.MODIFY is added;
 * - "at least one of" lists: one alternative per entitlement;
 * - per-criterion-type entitlements (acl/dates/performance) are checked by the criteria service
 *   once the type is known (each type's definition in @app/adaptive-release names them).
 */
import { all, anyOf, type Requirement } from '@app/adaptive-release';

export type { Requirement };
/** No token at all: the token endpoint (the guard lets it through by this identity). */
export const PUBLIC: Requirement = [[]];
/** A valid token of any application, no entitlement. */
const ANY_APPLICATION: Requirement = [[]];

const AR = '/v1/courses/:courseId/contents/:contentId/adaptiveRelease/rules';
const CONTENT_READ = anyOf(
  'course.adaptiverelease.CREATE',
  'course.adaptiverelease.DELETE',
  'course.adaptiverelease.MODIFY',
  'course.adaptiverelease.VIEW',
  'course.configure-areas.EXECUTE',
  'course.content-item.copy.EXECUTE',
  'course.content.DELETE',
  'course.content.MODIFY',
  'course.learningstandards.alignment.CREATE',
  'course.performance.dashboard.VIEW',
);
const MEMBERSHIP_READ = anyOf('course.user.VIEW', 'system.user.course.enrollment.VIEW', 'system.courseuserlist.VIEW');
const GRADEBOOK = all('course.gradebook.MODIFY');

/** Keys are `METHOD path` with the path after /learn/api/public, as the controllers route it. */
export const ENTITLEMENTS: Record<string, Requirement> = {
  'POST /v1/oauth2/token': PUBLIC,
  'GET /v1/system/version': ANY_APPLICATION,

  // Courses (v3)
  'GET /v3/courses': all('system.course.VIEW'),
  'POST /v3/courses': all('system.course.CREATE'),
  'GET /v3/courses/:courseId': all('system.course.VIEW'),
  'PATCH /v3/courses/:courseId': anyOf('system.course.properties.MODIFY', 'course.configure-properties.EXECUTE'),
  'DELETE /v3/courses/:courseId': all('system.course.DELETE'),

  // Contents (v1)
  'GET /v1/courses/:courseId/contents': CONTENT_READ,
  'POST /v1/courses/:courseId/contents': all('course.content.CREATE'),
  'GET /v1/courses/:courseId/contents/:contentId': CONTENT_READ,
  'PATCH /v1/courses/:courseId/contents/:contentId': all('course.content.MODIFY'),
  'DELETE /v1/courses/:courseId/contents/:contentId': all('course.content.DELETE'),
  'GET /v1/courses/:courseId/contents/:contentId/children': CONTENT_READ,
  'POST /v1/courses/:courseId/contents/:contentId/children': all('course.content.CREATE'),
  // The swagger names none; reading and setting another user's review status is course-content work.
  'GET /v1/courses/:courseId/contents/:contentId/users/:userId/reviewStatus': CONTENT_READ,
  'PATCH /v1/courses/:courseId/contents/:contentId/users/:userId/reviewStatus': all('course.content.MODIFY'),

  // Gradebook (v2)
  'GET /v2/courses/:courseId/gradebook/columns': GRADEBOOK,
  'POST /v2/courses/:courseId/gradebook/columns': GRADEBOOK,
  'GET /v2/courses/:courseId/gradebook/columns/:columnId': GRADEBOOK,
  'PATCH /v2/courses/:courseId/gradebook/columns/:columnId': GRADEBOOK,
  'DELETE /v2/courses/:courseId/gradebook/columns/:columnId': GRADEBOOK,
  'GET /v2/courses/:courseId/gradebook/columns/:columnId/users': GRADEBOOK,
  'GET /v2/courses/:courseId/gradebook/columns/:columnId/users/:userId': GRADEBOOK,
  'PATCH /v2/courses/:courseId/gradebook/columns/:columnId/users/:userId': GRADEBOOK,

  // Users (v1)
  'GET /v1/users': anyOf('system.user.VIEW', 'user.VIEW'),
  'POST /v1/users': all('system.user.CREATE'),
  'GET /v1/users/:userId': anyOf('system.user.VIEW', 'system.user.properties.MODIFY', 'system.useradmin.generic.VIEW'),
  'PATCH /v1/users/:userId': all('system.user.properties.MODIFY'),
  'DELETE /v1/users/:userId': all('system.user.DELETE'),

  // Course memberships (v1)
  'GET /v1/courses/:courseId/users': MEMBERSHIP_READ,
  'GET /v1/courses/:courseId/users/:userId': MEMBERSHIP_READ,
  'PUT /v1/courses/:courseId/users/:userId': [
    ['system.enrollment.CREATE', 'system.user.VIEW'],
    ['course.user-enroll.EXECUTE'],
  ],
  'PATCH /v1/courses/:courseId/users/:userId': anyOf('course.user.MODIFY', 'org.user.MODIFY'),
  'DELETE /v1/courses/:courseId/users/:userId': anyOf('system.enrollment.DELETE', 'course.user.DELETE'),

  // Groups (v2)
  'GET /v2/courses/:courseId/groups': all('course.groups.VIEW'),
  'POST /v2/courses/:courseId/groups': all('course.groups.CREATE'),
  'GET /v2/courses/:courseId/groups/sets': anyOf('course.groups.VIEW', 'course.groups.admin.VIEW'),
  'POST /v2/courses/:courseId/groups/sets': all('course.groups.CREATE'),
  'GET /v2/courses/:courseId/groups/sets/:groupId': anyOf('course.groups.VIEW', 'course.groups.admin.VIEW'),
  'PATCH /v2/courses/:courseId/groups/sets/:groupId': all('course.group.MODIFY'),
  'DELETE /v2/courses/:courseId/groups/sets/:groupId': all('course.group.DELETE'),
  'GET /v2/courses/:courseId/groups/sets/:groupId/groups': all('course.groups.VIEW'),
  'POST /v2/courses/:courseId/groups/sets/:groupId/groups': all('course.groups.CREATE'),
  'GET /v2/courses/:courseId/groups/:groupId': all('course.groups.VIEW'),
  'PATCH /v2/courses/:courseId/groups/:groupId': all('course.group.MODIFY'),
  'DELETE /v2/courses/:courseId/groups/:groupId': all('course.group.DELETE'),
  'GET /v2/courses/:courseId/groups/:groupId/users': all('course.group.VIEW'),
  'GET /v2/courses/:courseId/groups/:groupId/users/:userId': all('course.group.VIEW'),
  'PUT /v2/courses/:courseId/groups/:groupId/users/:userId': all('course.group-user.manage.EXECUTE'),
  'DELETE /v2/courses/:courseId/groups/:groupId/users/:userId': all('course.group-user.manage.EXECUTE'),

  // Adaptive release (v1)
  [`GET ${AR}`]: all('course.adaptiverelease.VIEW', 'system.course.MODIFY'),
  [`POST ${AR}`]: all('course.content.availability.MODIFY', 'course.adaptiverelease.CREATE', 'system.course.MODIFY'),
  [`GET ${AR}/:ruleId`]: all('course.adaptiverelease.VIEW', 'system.course.MODIFY'),
  [`PATCH ${AR}/:ruleId`]: all(
    'course.adaptiverelease.MODIFY',
    'course.content.availability.MODIFY',
    'system.course.MODIFY',
  ),
  [`DELETE ${AR}/:ruleId`]: all('course.adaptiverelease.DELETE', 'course.content.availability.MODIFY'),
  [`GET ${AR}/:ruleId/history`]: all('course.adaptiverelease.VIEW', 'system.course.MODIFY'),
  [`GET ${AR}/:ruleId/criteria`]: all('course.content.VIEW', 'course.adaptiverelease.VIEW'),
  [`POST ${AR}/:ruleId/criteria`]: all('course.adaptiverelease.CREATE', 'course.content.availability.MODIFY'),
  [`GET ${AR}/:ruleId/criteria/:criterionId`]: all('course.content.VIEW', 'course.adaptiverelease.VIEW'),
  [`PATCH ${AR}/:ruleId/criteria/:criterionId`]: all(
    'system.course.MODIFY',
    'course.adaptiverelease.MODIFY',
    'course.content.availability.MODIFY',
  ),
  [`DELETE ${AR}/:ruleId/criteria/:criterionId`]: all(
    'system.course.MODIFY',
    'course.adaptiverelease.DELETE',
    'course.content.availability.MODIFY',
  ),
  [`GET ${AR}/:ruleId/criteria/:criterionId/users`]: all(
    'course.content.VIEW',
    'course.adaptiverelease.VIEW',
    'system.course.MODIFY',
  ),
  [`PUT ${AR}/:ruleId/criteria/:criterionId/users`]: all('course.adaptiverelease.acl.modify', 'system.course.MODIFY'),
  [`PUT ${AR}/:ruleId/criteria/:criterionId/users/:userId`]: all(
    'course.adaptiverelease.acl.modify',
    'system.course.MODIFY',
  ),
  [`DELETE ${AR}/:ruleId/criteria/:criterionId/users/:userId`]: all('course.adaptiverelease.acl.modify'),
  [`GET ${AR}/:ruleId/criteria/:criterionId/groups`]: all(
    'course.content.VIEW',
    'course.adaptiverelease.VIEW',
    'system.course.MODIFY',
  ),
  [`PUT ${AR}/:ruleId/criteria/:criterionId/groups`]: all('course.adaptiverelease.acl.modify'),
  [`PUT ${AR}/:ruleId/criteria/:criterionId/groups/:groupId`]: all('course.adaptiverelease.acl.modify'),
  [`DELETE ${AR}/:ruleId/criteria/:criterionId/groups/:groupId`]: all('course.adaptiverelease.acl.modify'),

  // Availability (ours): reads rules, criteria and members of the course.
  'GET /v1/courses/:courseId/contents/:contentId/users/:userId/availability': all(
    'course.content.VIEW',
    'course.adaptiverelease.VIEW',
    'system.course.MODIFY',
  ),
  'GET /v1/courses/:courseId/users/:userId/availability': all(
    'course.content.VIEW',
    'course.adaptiverelease.VIEW',
    'system.course.MODIFY',
  ),
};

export const WILDCARD = '*';

/** Null when `granted` satisfies `requirement`; otherwise what is missing, for the 403 message. */
export function missingEntitlements(granted: ReadonlySet<string>, requirement: Requirement): string | null {
  if (granted.has(WILDCARD)) return null;
  const gaps = requirement.map((alternative) => alternative.filter((name) => !granted.has(name)));
  if (gaps.some((gap) => gap.length === 0)) return null;
  if (gaps.length === 1) return `missing entitlement ${gaps[0]!.join(', ')}`;
  return `needs one of: ${requirement.map((alternative) => alternative.join(' + ')).join('; ')}`;
}

/** The requirement as one line for the OpenAPI document. */
export function describeRequirement(requirement: Requirement): string {
  if (requirement === PUBLIC) return 'none';
  if (requirement.every((alternative) => alternative.length === 0)) return 'none (any valid token)';
  if (requirement.length === 1) return `all of ${requirement[0]!.join(', ')}`;
  return `one of ${requirement.map((alternative) => alternative.join(' + ')).join('; ')}`;
}
