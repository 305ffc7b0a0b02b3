import type { A11yWebhookDeliveryStatus, Prisma, PrismaClient } from '@app/database';
import type { WebhookEventType } from './events.js';
import type { WebhookEvent } from './payload.js';
import { newMessageId, newSigningSecret } from './signature.js';

/** A webhook as listed: never its secret. */
export interface WebhookSummary {
  id: number;
  url: string;
  events: WebhookEventType[];
  created: Date;
}

/** A webhook as created: the only time its secret is shown. */
export interface CreatedWebhook extends WebhookSummary {
  secret: string;
}

export interface AttemptRecord {
  number: number;
  at: Date;
  httpStatus: number | null;
  error: string | null;
  durationMs: number;
}

export interface DeliveryRecord {
  messageId: string;
  event: string;
  status: A11yWebhookDeliveryStatus;
  created: Date;
  nextAttemptAt: Date | null;
  attempts: AttemptRecord[];
}

/** A delivery taken for one attempt: what to send, where, signed with what. */
export interface DueDelivery {
  id: number;
  messageId: string;
  payload: string;
  /** Attempts made before this one. */
  attemptCount: number;
  webhook: { url: string; secret: string };
}

/** How an attempt ended, and what follows: another attempt at `nextAttemptAt`, or none. */
export interface AttemptResult {
  at: Date;
  httpStatus: number | null;
  error: string | null;
  durationMs: number;
  status: A11yWebhookDeliveryStatus;
  nextAttemptAt: Date | null;
}

/**
 * Every read and write of the webhook tables: the API's (endpoints, recent deliveries), the
 * workers' (the outbox rows written with an event, attempts) and the CLI's.
 */
export class WebhookStore {
  constructor(private readonly prisma: PrismaClient) {}

  async create(clientId: number, url: string, events: WebhookEventType[]): Promise<CreatedWebhook> {
    const created = await this.prisma.a11yWebhook.create({
      data: { clientId, url, events, secret: newSigningSecret() },
    });
    return { ...summaryOf(created), secret: created.secret };
  }

  count(clientId: number): Promise<number> {
    return this.prisma.a11yWebhook.count({ where: { clientId } });
  }

  async list(clientId: number): Promise<WebhookSummary[]> {
    const rows = await this.prisma.a11yWebhook.findMany({
      where: { clientId },
      select: { id: true, url: true, events: true, created: true },
      orderBy: { id: 'asc' },
    });
    return rows.map(summaryOf);
  }

  /** The client's webhooks with how many of their deliveries are pending, succeeded and failed (the CLI's list). */
  async listWithCounts(
    clientId: number,
  ): Promise<Array<WebhookSummary & { deliveries: Partial<Record<A11yWebhookDeliveryStatus, number>> }>> {
    const webhooks = await this.list(clientId);
    const counts = await this.prisma.a11yWebhookDelivery.groupBy({
      by: ['webhookId', 'status'],
      where: { webhookId: { in: webhooks.map((webhook) => webhook.id) } },
      _count: { _all: true },
    });
    return webhooks.map((webhook) => ({
      ...webhook,
      deliveries: Object.fromEntries(
        counts.filter((row) => row.webhookId === webhook.id).map((row) => [row.status, row._count._all]),
      ),
    }));
  }

  /** Removes the client's webhook with its deliveries (the cascade); false if it has none with this id. */
  async remove(clientId: number, id: number): Promise<boolean> {
    const { count } = await this.prisma.a11yWebhook.deleteMany({ where: { id, clientId } });
    return count > 0;
  }

  /** The client's webhook's latest deliveries, newest first; null if the client has no such webhook. */
  async deliveries(clientId: number, id: number, limit: number): Promise<DeliveryRecord[] | null> {
    const webhook = await this.prisma.a11yWebhook.findFirst({ where: { id, clientId }, select: { id: true } });
    if (!webhook) return null;
    return this.prisma.a11yWebhookDelivery.findMany({
      where: { webhookId: id },
      orderBy: { id: 'desc' },
      take: limit,
      select: {
        messageId: true,
        event: true,
        status: true,
        created: true,
        nextAttemptAt: true,
        attempts: {
          orderBy: { number: 'asc' },
          select: { number: true, at: true, httpStatus: true, error: true, durationMs: true },
        },
      },
    });
  }

  /**
   * The outbox: one delivery per webhook of the event's client subscribed to its type, written in
   * `tx`, the transaction that records the event itself, so an event is never recorded without
   * its deliveries (nor the other way round), whatever dies when. Their ids, to be sent.
   */
  async recordEvent(tx: Prisma.TransactionClient, event: WebhookEvent): Promise<number[]> {
    const webhooks = await tx.a11yWebhook.findMany({
      where: { clientId: event.clientId, events: { has: event.type } },
      select: { id: true },
    });
    if (webhooks.length === 0) return [];
    const created = await tx.a11yWebhookDelivery.createManyAndReturn({
      data: webhooks.map((webhook) => ({
        webhookId: webhook.id,
        messageId: newMessageId(),
        event: event.type,
        payload: event.body,
        nextAttemptAt: new Date(),
      })),
      select: { id: true },
    });
    return created.map((delivery) => delivery.id);
  }

  /**
   * The delivery, if its attempt number `attempt` is due: pending with attempt − 1 attempts made.
   * Null for a delivery that ended, was deleted with its webhook, or already had this attempt (a
   * duplicate job).
   */
  async due(id: number, attempt: number): Promise<DueDelivery | null> {
    const delivery = await this.prisma.a11yWebhookDelivery.findFirst({
      where: { id, status: 'pending', attemptCount: attempt - 1 },
      select: {
        id: true,
        messageId: true,
        payload: true,
        attemptCount: true,
        webhook: { select: { url: true, secret: true } },
      },
    });
    return delivery;
  }

  /**
   * Records attempt number `attempt` and what follows, once: the attempt's row is unique per
   * delivery and number, and the delivery moves on only from attempt − 1. False when another
   * worker recorded this attempt first.
   */
  recordAttempt(id: number, attempt: number, result: AttemptResult): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.a11yWebhookDelivery.updateMany({
        where: { id, status: 'pending', attemptCount: attempt - 1 },
        data: { attemptCount: attempt, status: result.status, nextAttemptAt: result.nextAttemptAt },
      });
      if (count === 0) return false;
      await tx.a11yWebhookAttempt.create({
        data: {
          deliveryId: id,
          number: attempt,
          at: result.at,
          httpStatus: result.httpStatus,
          error: result.error,
          durationMs: result.durationMs,
        },
      });
      return true;
    });
  }

  /**
   * Pending deliveries whose next attempt was due before `before`: their job may never have been
   * sent (a worker killed between the event's commit and the send, or between an attempt and the
   * next one's send). With the number of their next attempt. Oldest first.
   */
  overdue(before: Date, limit: number): Promise<Array<{ id: number; attemptCount: number }>> {
    return this.prisma.a11yWebhookDelivery.findMany({
      where: { status: 'pending', nextAttemptAt: { lt: before } },
      select: { id: true, attemptCount: true },
      orderBy: { nextAttemptAt: 'asc' },
      take: limit,
    });
  }
}

function summaryOf(row: { id: number; url: string; events: string[]; created: Date }): WebhookSummary {
  return { id: row.id, url: row.url, events: row.events as WebhookEventType[], created: row.created };
}
