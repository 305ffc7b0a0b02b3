import { ForbiddenException } from '@nestjs/common';
import type { CriterionType } from '@app/database';
import type { LearnPrincipal } from '../../auth/access-tokens.js';
import { CRITERION_TYPE_ENTITLEMENTS, missingEntitlements } from '../../auth/entitlement-table.js';

/**
 * The per-type entitlements (acl / dates / performance) the route guard cannot check, since the
 * type is known only from the body or the stored criterion. A conversion needs those of both types.
 */
export function checkTypeEntitlements(
  principal: LearnPrincipal,
  operation: keyof typeof CRITERION_TYPE_ENTITLEMENTS,
  types: CriterionType[],
): void {
  for (const type of new Set(types)) {
    const requirement = CRITERION_TYPE_ENTITLEMENTS[operation][type];
    const missing = requirement && missingEntitlements(principal.entitlements, requirement);
    if (missing) throw new ForbiddenException(`Application ${principal.key} is not entitled: ${missing}`);
  }
}
