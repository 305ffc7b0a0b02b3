import {
  andList,
  CONVERTIBLE_TYPE_NAMES,
  CRITERION_TYPES,
  IMMUTABLE_TYPE_NAMES,
  orList,
  READ_ONLY_TYPE_NAMES,
  typeEntitlementFamilies,
  WRITABLE_TYPE_NAMES,
} from '@app/adaptive-release';

/**
 * The OpenAPI texts of the criteria endpoints that depend on the criterion types, built from their
 * definitions (@app/adaptive-release): a new type documents itself in its own file.
 */

const areOrIs = (names: readonly string[]) => (names.length === 1 ? 'is' : 'are');

/** The entitlements a type needs besides the route's. */
export const TYPE_ENTITLEMENT = `Besides the route entitlements, the type needs its own (each type's definition names them): ${typeEntitlementFamilies()}.`;

export const READ_ONLY_TYPES = `Read-only types (${READ_ONLY_TYPE_NAMES.join(', ')}) are listed too.`;

/** One paragraph per writable type (its fields, defaults and checks), then the read-only types. */
export const CREATE_CRITERION = [
  ...CRITERION_TYPES.flatMap((definition) =>
    definition.write ? [`**${definition.type}**: ${definition.write.doc}`] : [],
  ),
  `${andList(READ_ONLY_TYPE_NAMES)} cannot be created (400).`,
  TYPE_ENTITLEMENT,
].join('\n\n');

const IMMUTABLE =
  IMMUTABLE_TYPE_NAMES.length > 0
    ? `: ${andList(IMMUTABLE_TYPE_NAMES)} ${areOrIs(IMMUTABLE_TYPE_NAMES)} immutable`
    : '';

/** Which types convert into each other on PATCH. */
export const TYPE_CONVERSIONS = `\`type\` converts between ${andList(CONVERTIBLE_TYPE_NAMES)}: the kept and sent fields must then suit the new type (e.g. a bound that is too high for the new type is refused). Any other type change is refused (400)${IMMUTABLE}.`;

export const UPDATE_CRITERION = [
  'An omitted field keeps its value, null or numeric; an explicit null clears a bound or a date. The resulting criterion is checked as a whole, as on creation.',
  TYPE_CONVERSIONS,
  'Read-only types cannot be updated (400).',
  TYPE_ENTITLEMENT + ' A conversion needs those of both types.',
].join('\n\n');

/** The `type` of a create body. */
export const CREATE_TYPE = `${orList(WRITABLE_TYPE_NAMES)}; ${andList(READ_ONLY_TYPE_NAMES)} ${areOrIs(READ_ONLY_TYPE_NAMES)} read-only`;

/** The `type` of an update body. */
export const UPDATE_TYPE = `Only between ${andList(CONVERTIBLE_TYPE_NAMES)} (a conversion); other types are immutable`;
