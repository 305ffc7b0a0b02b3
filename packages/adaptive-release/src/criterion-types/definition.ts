import type { CourseFacts, CriterionFacts, CriterionVerdict } from '../availability/facts.js';
import type {
  CriterionContext,
  CriterionInput,
  CriterionRecord,
  CriterionValues,
  CriterionView,
} from '../criterion.js';
import type { CriterionOperation, Requirement } from '../entitlements.js';

/** How the public API writes a criterion of a type; read-only types have none. */
export interface CriterionWrite {
  /**
   * The fields the type uses on create and update, their defaults, null rules and checks, for the
   * API documentation (Markdown, a paragraph).
   */
  doc: string;
  /** The values of a new criterion: defaults for omitted fields, then the type's checks. */
  create(input: CriterionInput, context: CriterionContext): Promise<CriterionValues>;
  /** The criterion as it would be after a PATCH (omitted fields kept), checked as a whole. */
  patch(previous: CriterionRecord, input: CriterionInput, context: CriterionContext): Promise<CriterionValues>;
}

/**
 * Everything one criterion type is: its metadata (name, description, the entitlements it needs,
 * which types it converts into), how it is written (defaults, null rules, validation), how it is
 * shown, how it is judged for availability, and the texts that document all that (the API builds
 * its OpenAPI descriptions and enums from them). One file per type; the registry lists them.
 */
export interface CriterionTypeDefinition<Name extends string = string> {
  type: Name;
  /** One sentence for documentation: what the criterion requires of a user. */
  description: string;
  /**
   * How availability judges it, edge cases included (no grade, open bounds, ...), for the API
   * documentation: the part of a sentence after "<type>: ".
   */
  evaluation: string;
  /** Entitlements the operation needs for this type, besides the route's own. */
  entitlements: Partial<Record<CriterionOperation, Requirement>>;
  /** Types a PATCH may convert it into (besides keeping its own); none: its type is fixed. */
  convertsTo: readonly string[];
  /** A PATCH changing the type is refused as "immutable" rather than "cannot become" (DateRange). */
  immutable?: boolean;
  /** Absent: the public API lists it but neither creates nor updates it. */
  write?: CriterionWrite;
  /** `{type, id, ...fields}`: a null field is omitted, like every null in Learn. */
  present(row: CriterionRecord): CriterionView;
  /** Whether the user meets the criterion at `at`, and why. Pure. */
  evaluate(criterion: CriterionFacts, facts: CourseFacts, at: Date): CriterionVerdict;
}

/** Keeps the literal type name, so the registry yields the union of names. */
export const defineCriterionType = <const Name extends string>(
  definition: CriterionTypeDefinition<Name>,
): CriterionTypeDefinition<Name> => definition;
