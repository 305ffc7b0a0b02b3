import type { ContentScope } from '../scope/rule-scope.js';
import type { AuditAction } from '../history/audit-actions.js';
import type { MemberField } from './members.repository.js';

/**
 * Users or groups: what differs between the two member sets of a Memberships criterion. The
 * members service holds the rules both share (limit, replacement, conflicts, audit).
 */
export interface MemberKind {
  /** For messages: "user" or "group". */
  noun: 'User' | 'Group';
  field: MemberField;
  actions: { replaced: AuditAction; added: AuditAction; removed: AuditAction };
  /** The primary keys the body's ids name, each allowed as a member: malformed 400, unknown 404, refused 400. */
  admitAll(scope: ContentScope, ids: string[]): Promise<number[]>;
  /** The path's user or group, allowed as a member. */
  admit(scope: ContentScope, raw: string): Promise<number>;
  /** The path's user or group, only looked up (to remove it). */
  find(scope: ContentScope, raw: string): Promise<number>;
}
