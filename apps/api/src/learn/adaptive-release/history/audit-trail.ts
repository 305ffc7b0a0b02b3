import { Injectable } from '@nestjs/common';
import type { AuditAction } from './audit-actions.js';
import { HistoryRepository, type Db } from './history.repository.js';

export type { Db };

/** What a change did, in the API's own words: `before` and `after` as the API presents them. */
export interface AuditEvent {
  ruleId: number;
  action: AuditAction;
  /** The criterion, user or group concerned, as an API id */
  targetId?: string;
  before?: unknown;
  after?: unknown;
}

export interface Audited<T> {
  result: T;
  event: AuditEvent;
}

/** Who makes the change (the application key) and the content whose rule it concerns. */
export interface Author {
  actor: string;
  contentId: number;
}

/**
 * The rule audit trail: every change to a rule, a criterion or a member set runs here, in one
 * transaction with the entry that records it, so a change is never kept without its entry (nor
 * the reverse). The entries are read by HistoryService from HistoryRepository.
 */
@Injectable()
export class AuditTrail {
  constructor(private readonly history: HistoryRepository) {}

  /** Runs `change`, then records its event, unless it changed nothing (same before and after). */
  write<T>(author: Author, change: (db: Db) => Promise<Audited<T>>): Promise<T> {
    return this.history.transaction(async (db) => {
      const { result, event } = await change(db);
      if (!changedNothing(event)) {
        await this.history.record(db, {
          ruleId: event.ruleId,
          contentId: author.contentId,
          actor: author.actor,
          action: event.action,
          targetId: event.targetId ?? null,
          before: event.before,
          after: event.after,
        });
      }
      return result;
    });
  }
}

function changedNothing(event: AuditEvent): boolean {
  return (
    event.before !== undefined &&
    event.after !== undefined &&
    JSON.stringify(event.before) === JSON.stringify(event.after)
  );
}
