import type { JobQueue } from '@app/queue';
import type { WebhookStore } from '@app/webhooks';
import type { WorkerLogger } from '../../worker-logger.js';
import { PeriodicSweep } from '../periodic-sweep.js';

/** A delivery this long overdue is looked at: its job had time to start. */
const OVERDUE_AFTER_MS = 30_000;
const INTERVAL_MS = 30_000;
const BATCH = 500;

/**
 * Sends the job of every pending delivery whose attempt is overdue: one written with its event
 * whose job was never sent (a worker killed between the commit and the send), or whose next
 * attempt's job was not. The queue keeps one live job per delivery and attempt, so sweeping never
 * doubles an attempt, from any number of workers. Runs at start, then every 30 s.
 */
export class WebhookSweep extends PeriodicSweep {
  constructor(
    private readonly store: WebhookStore,
    private readonly queue: JobQueue,
    logger: WorkerLogger,
  ) {
    super(logger, INTERVAL_MS, 'webhook sweep');
  }

  async runOnce(now = Date.now()): Promise<number> {
    let sent = 0;
    for (const delivery of await this.store.overdue(new Date(now - OVERDUE_AFTER_MS), BATCH)) {
      const job = { deliveryId: delivery.id, attempt: delivery.attemptCount + 1 };
      if (await this.queue.send('webhook-delivery', job)) sent++;
    }
    if (sent > 0) this.logger.info({ sent }, `webhook sweep queued ${sent} overdue delivery attempt(s)`);
    return sent;
  }
}
