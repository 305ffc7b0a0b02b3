import { Inject, Injectable } from '@nestjs/common';
import type { Prisma, PrismaClient, RuleAuditEntry } from '@app/database';
import { PRISMA } from '../../../platform/tokens.js';
import type { PageWindow } from '../../common/paging.js';

/** The database inside a change's transaction. */
export type Db = Prisma.TransactionClient;

/** An entry of the audit trail as it is stored; `before` and `after` are JSON (absent: none). */
export interface AuditEntryData {
  ruleId: number;
  contentId: number;
  actor: string;
  action: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
}

/**
 * The rule audit trail's table, and the transaction a change runs in with its entry
 * (AuditTrail). Entries have no foreign key: they outlive the rule.
 */
@Injectable()
export class HistoryRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** Runs `work` in one transaction: the writes it makes through `db` are kept together or not at all. */
  transaction<T>(work: (db: Db) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work);
  }

  async record(db: Db, { before, after, ...entry }: AuditEntryData): Promise<void> {
    await db.ruleAuditEntry.create({ data: { ...entry, before: asJson(before), after: asJson(after) } });
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

const asJson = (value: unknown): Prisma.InputJsonValue | undefined =>
  value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue);
