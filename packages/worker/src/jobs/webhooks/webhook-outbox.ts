import type { Prisma } from '@app/database';
import type { JobQueue } from '@app/queue';
import type { WebhookEvent, WebhookStore } from '@app/webhooks';
import type { WorkerLogger } from '../../worker-logger.js';

/**
 * Where the jobs' events become webhook deliveries. `record` writes them in the transaction that
 * records the event (the record's final status), so a worker killed at any point loses neither;
 * `dispatch`, after the commit, sends their first attempt's job at once. A send that never happens
 * (killed in between, the queue unreachable) is made up by the WebhookSweep.
 */
export class WebhookOutbox {
  constructor(
    private readonly store: WebhookStore,
    private readonly queue: JobQueue | null,
    private readonly logger: WorkerLogger,
  ) {}

  record(tx: Prisma.TransactionClient, event: WebhookEvent): Promise<number[]> {
    return this.store.recordEvent(tx, event);
  }

  async dispatch(deliveryIds: number[]): Promise<void> {
    if (!this.queue) return;
    for (const deliveryId of deliveryIds) {
      try {
        await this.queue.send('webhook-delivery', { deliveryId, attempt: 1 });
      } catch (error) {
        this.logger.warn({ err: error, deliveryId }, 'could not queue a webhook delivery; the webhook sweep will');
      }
    }
  }
}
