import type {
  CriterionContext,
  CriterionInput,
  CriterionRecord,
  CriterionValues,
  CriterionView,
} from '../criterion.js';
import { toLearnId } from '../learn-ids.js';
import { invalid } from '../rule-violation.js';
import { CONTENT_COMPLETE } from './content-complete.js';
import { CONTENT_REVIEWED } from './content-reviewed.js';
import { DATE_RANGE } from './date-range.js';
import type { CriterionTypeDefinition } from './definition.js';
import { GRADE_COMPLETED } from './grade-completed.js';
import { GRADE_PERCENTAGE } from './grade-percentage.js';
import { GRADE_RANGE } from './grade-range.js';
import { MEMBERSHIPS } from './memberships.js';

/**
 * Every criterion type, in the order the API documents them. Adding a type: its file, its test,
 * and a line here (docs/architecture.md, "Adding a criterion type"): ESM has no way to find the
 * files by themselves, and an explicit list keeps the order and the name union. Nothing else
 * lists the types: the database stores the name as text, the API builds its enums and texts from
 * these definitions.
 */
export const CRITERION_TYPES = [
  GRADE_RANGE,
  GRADE_PERCENTAGE,
  DATE_RANGE,
  MEMBERSHIPS,
  CONTENT_COMPLETE,
  GRADE_COMPLETED,
  CONTENT_REVIEWED,
] as const;

export type CriterionTypeName = (typeof CRITERION_TYPES)[number]['type'];

export const CRITERION_TYPE_NAMES: readonly CriterionTypeName[] = CRITERION_TYPES.map((definition) => definition.type);

const BY_NAME = new Map<string, CriterionTypeDefinition>(
  CRITERION_TYPES.map((definition) => [definition.type, definition]),
);

export function criterionType(name: string): CriterionTypeDefinition {
  const definition = BY_NAME.get(name);
  if (!definition) throw invalid(`type must be one of ${CRITERION_TYPE_NAMES.join(', ')}`);
  return definition;
}

/** Types the public API creates and updates; the others are listed only. */
export const WRITABLE_TYPE_NAMES = CRITERION_TYPES.filter((definition) => definition.write).map((d) => d.type);

/** Types the public API lists but neither creates nor updates (Learn creates them). */
export const READ_ONLY_TYPE_NAMES = CRITERION_TYPES.filter((definition) => !definition.write).map((d) => d.type);

/** Types a PATCH may convert into another type. */
export const CONVERTIBLE_TYPE_NAMES = CRITERION_TYPES.filter((definition) => definition.convertsTo.length > 0).map(
  (d) => d.type,
);

/** Types whose type change is refused as "immutable". */
export const IMMUTABLE_TYPE_NAMES = CRITERION_TYPES.filter((definition) => definition.immutable).map((d) => d.type);

export const isReadOnlyType = (name: string): boolean => !criterionType(name).write;

/** The one presentation of a criterion: responses and audit entries alike. */
export const presentCriterion = (row: CriterionRecord): CriterionView => criterionType(row.type).present(row);

/** The values of a new criterion of `type`, or why it cannot be created. */
export async function valuesOnCreate(
  type: string,
  input: CriterionInput,
  context: CriterionContext,
): Promise<CriterionValues> {
  const { write } = criterionType(type);
  if (!write) {
    throw invalid(
      `type ${type} cannot be created through the public API: create ${orList(WRITABLE_TYPE_NAMES)} criteria`,
    );
  }
  return write.create(input, context);
}

/**
 * The criterion as it would be after a PATCH to `type` (its own when the body names none): a
 * read-only criterion is refused, then a type change its type does not allow, then the fields.
 */
export async function valuesOnPatch(
  previous: CriterionRecord,
  type: string,
  input: CriterionInput,
  context: CriterionContext,
): Promise<CriterionValues> {
  checkWritable(previous);
  checkTypeChange(previous, type);
  return criterionType(type).write!.patch(previous, input, context);
}

export function checkWritable(criterion: CriterionRecord): void {
  if (!isReadOnlyType(criterion.type)) return;
  throw invalid(
    `Criterion ${toLearnId(criterion.id)} is of the read-only type ${criterion.type} and cannot be updated through the public API`,
  );
}

/**
 * A criterion keeps its type, except into the types its definition converts to (GradeRange and
 * GradePercentage convert into each other; the other fields must then suit the new type).
 */
export function checkTypeChange(criterion: CriterionRecord, to: string): void {
  const from = criterionType(criterion.type);
  if (from.type === to || from.convertsTo.includes(to)) return;
  const id = toLearnId(criterion.id);
  if (from.immutable) {
    throw invalid(`type of ${from.type} criterion ${id} is immutable: it cannot become ${to}`);
  }
  throw invalid(
    `type of ${from.type} criterion ${id} cannot become ${to}: only ${andList(CONVERTIBLE_TYPE_NAMES)} convert into each other`,
  );
}

/** `A, B or C` (`A` alone): names in words, for messages and documentation. */
export const orList = (names: readonly string[]): string => inWords(names, 'or');
/** `A, B and C` (`A` alone). */
export const andList = (names: readonly string[]): string => inWords(names, 'and');
const inWords = (names: readonly string[], last: string): string =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${last} ${names.at(-1)}`;

/**
 * The entitlement family each writable type needs besides the route's, in words for the docs:
 * `course.adaptiverelease.performance.* (GradeRange, GradePercentage), ...`.
 */
export function typeEntitlementFamilies(): string {
  const families = new Map<string, string[]>();
  for (const definition of CRITERION_TYPES) {
    const create = definition.entitlements.CREATE?.[0]?.[0];
    if (!create) continue;
    const family = create.replace(/\.[^.]+$/, '.*');
    families.set(family, [...(families.get(family) ?? []), definition.type]);
  }
  return [...families].map(([family, types]) => `${family} (${types.join(', ')})`).join(', ');
}
