/**
 * A requirement is a list of alternatives, each a set of entitlements that must all be held (the
 * same shape as the API's entitlement table, which enforces it).
 */
export type Requirement = readonly (readonly string[])[];

export const all = (...names: string[]): Requirement => [names];
export const anyOf = (...names: string[]): Requirement => names.map((name) => [name]);

/** The criterion operations whose entitlements depend on the criterion's type. */
export type CriterionOperation = 'CREATE' | 'MODIFY' | 'DELETE';
