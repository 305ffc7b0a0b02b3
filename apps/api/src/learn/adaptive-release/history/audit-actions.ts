/** What an audit entry records, one name per kind of change (also the OpenAPI enum of `action`). */
export const AUDIT_ACTIONS = [
  'rule.created',
  'rule.updated',
  'rule.deleted',
  'criterion.created',
  'criterion.updated',
  'criterion.deleted',
  'members.users.replaced',
  'members.user.added',
  'members.user.removed',
  'members.groups.replaced',
  'members.group.added',
  'members.group.removed',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
