import { Inject, Injectable } from '@nestjs/common';
import type { Prisma, PrismaClient, RuleAuditEntry } from '@app/database';
import { PRISMA } from '../../../platform/tokens.js';
import type { PageWindow } from '../../common/paging.js';
import type { AuditAction } from './audit-actions.js';

/** The database inside a change's transaction. */
export type Db = Prisma.TransactionClient;

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
 * the reverse). Entries have no foreign key: they outlive the rule.
 */
@Injectable()
export class AuditTrail {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** Runs `change`, then records its event, unless it changed nothing (same before and after). */
  write<T>(author: Author, change: (db: Db) => Promise<Audited<T>>): Promise<T> {
    return this.prisma.$transaction(async (db) => {
      const { result, event } = await change(db);
      if (!changedNothing(event)) {
        await db.ruleAuditEntry.create({
          data: {
            ruleId: event.ruleId,
            contentId: author.contentId,
            actor: author.actor,
            action: event.action,
            targetId: event.targetId ?? null,
            before: asJson(event.before),
            after: asJson(event.after),
          },
        });
      }
      return result;
    });
  }

  /** The entries of a rule of this content, oldest first. */
  entries(ruleId: number, contentId: number, window: PageWindow): Promise<RuleAuditEntry[]> {
    return this.prisma.ruleAuditEntry.findMany({
      where: { ruleId, contentId },
      orderBy: { id: 'asc' },
      skip: window.skip,
      take: window.take,
    });
  }

  async hasEntries(ruleId: number, contentId: number): Promise<boolean> {
    return (await this.prisma.ruleAuditEntry.count({ where: { ruleId, contentId }, take: 1 })) > 0;
  }
}

function changedNothing(event: AuditEvent): boolean {
  return (
    event.before !== undefined &&
    event.after !== undefined &&
    JSON.stringify(event.before) === JSON.stringify(event.after)
  );
}

const asJson = (value: unknown): Prisma.InputJsonValue | undefined =>
  value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue);
