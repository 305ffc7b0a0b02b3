import type { JobHandler, JobQueue } from '@app/queue';
import { deliverOnce, type DeliveryOptions, type WebhookStore } from '@app/webhooks';
import type { WorkerLogger } from '../../worker-logger.js';

export interface WebhookDeliveryDependencies {
  store: WebhookStore;
  queue: JobQueue;
  logger: WorkerLogger;
  options: DeliveryOptions;
}

/**
 * One attempt of one delivery (@app/webhooks' deliverOnce), recorded once, then the next attempt's
 * job sent to start when the schedule says. A duplicate or late job finds its attempt made and does
 * nothing. A worker killed mid-attempt leaves the job to pg-boss, which runs it again once its
 * heartbeat is missed: the receiver may then get the same `webhook-id` twice, as the specification
 * expects receivers to allow for.
 */
export function webhookDeliveryHandler({
  store,
  queue,
  logger,
  options,
}: WebhookDeliveryDependencies): JobHandler<'webhook-delivery'> {
  return async (job) => {
    const { deliveryId, attempt } = job.data;
    const delivery = await store.due(deliveryId, attempt);
    if (!delivery) return;
    const result = await deliverOnce(delivery, options);
    if (!(await store.recordAttempt(deliveryId, attempt, result))) return;
    const details = { deliveryId, attempt, httpStatus: result.httpStatus, error: result.error };
    if (result.status === 'succeeded') return;
    if (result.status === 'failed') {
      logger.warn(details, 'webhook delivery failed for good: its retry schedule is spent');
      return;
    }
    logger.info({ ...details, nextAttemptAt: result.nextAttemptAt }, 'webhook attempt failed; retrying later');
    await queue
      .send('webhook-delivery', { deliveryId, attempt: attempt + 1 }, { startAfter: result.nextAttemptAt! })
      .catch((error: unknown) =>
        logger.warn({ err: error, deliveryId }, 'could not queue the next webhook attempt; the webhook sweep will'),
      );
  };
}
