import { ForbiddenException } from '@nestjs/common';
import { criterionType, type CriterionOperation } from '@app/adaptive-release';
import type { LearnPrincipal } from '../../auth/access-tokens.js';
import { missingEntitlements } from '../../auth/entitlement-table.js';

/**
 * The per-type entitlements (acl / dates / performance, from each type's definition) the route
 * guard cannot check, since the type is known only from the body or the stored criterion. A
 * conversion needs those of both types.
 */
export function checkTypeEntitlements(principal: LearnPrincipal, operation: CriterionOperation, types: string[]): void {
  for (const type of new Set(types)) {
    const requirement = criterionType(type).entitlements[operation];
    const missing = requirement && missingEntitlements(principal.entitlements, requirement);
    if (missing) throw new ForbiddenException(`Application ${principal.key} is not entitled: ${missing}`);
  }
}
