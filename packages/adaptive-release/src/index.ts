// The adaptive-release rules, framework-free: what each criterion type is (criterion-types/, one
// definition per type, listed by the registry) and whether a content is available to a user
// (availability/). Callers load the facts; everything here is pure, or async only over the
// CriterionContext the caller supplies.
export * from './availability/evaluate.js';
export type * from './availability/facts.js';
export { GUEST_ROLE, INSTRUCTOR_ROLES } from './course-roles.js';
export type * from './criterion.js';
export {
  defineCriterionType,
  type CriterionTypeDefinition,
  type CriterionWrite,
} from './criterion-types/definition.js';
export {
  checkIsMemberships,
  checkMemberEnrolment,
  checkMemberGroup,
  secondMemberships,
} from './criterion-types/memberships.js';
export * from './criterion-types/registry.js';
export { all, anyOf, type CriterionOperation, type Requirement } from './entitlements.js';
export { toLearnId } from './learn-ids.js';
export { invalid, RuleViolation, type ViolationKind } from './rule-violation.js';
