import type { HostLookup } from '@app/analysis';
import { ReceiverRefusedError, receiverOf, resolveReceiver } from './receiver.js';
import { nextAttemptAt } from './retry-schedule.js';
import { sendWebhook, type SendOutcome } from './send-webhook.js';
import { signedHeaders } from './signature.js';
import type { AttemptResult, DueDelivery } from './webhook-store.js';

export interface DeliveryOptions {
  /** WEBHOOK_ALLOWED_HOSTS: `host:port` of receivers the operator allows (http, internal addresses). */
  allowedHosts: readonly string[];
  /** Delays after each failed attempt, in seconds (WEBHOOK_RETRY_SCHEDULE). */
  retrySchedule: readonly number[];
  /** How long a receiver has to answer (DELIVERY_TIMEOUT_MS by default). */
  timeoutMs?: number;
  /** Replaces dns.lookup (tests). */
  lookup?: HostLookup;
}

/**
 * One attempt of a delivery: the receiver vetted again (its URL, then its address resolved now),
 * the body signed with this attempt's timestamp and POSTed. Its outcome and what follows: succeeded
 * on a 2xx; else another attempt on the schedule, or failed once the schedule is spent.
 */
export async function deliverOnce(delivery: DueDelivery, options: DeliveryOptions): Promise<AttemptResult> {
  const at = new Date();
  let outcome: SendOutcome;
  try {
    const receiver = receiverOf(delivery.webhook.url, options.allowedHosts);
    const address = await resolveReceiver(receiver, options.lookup);
    const headers = signedHeaders(delivery.webhook.secret, delivery.messageId, at, delivery.payload);
    outcome = await sendWebhook(receiver.url, address, headers, delivery.payload, options.timeoutMs);
  } catch (error) {
    if (!(error instanceof ReceiverRefusedError)) throw error;
    outcome = { delivered: false, httpStatus: null, error: `refused: ${error.message}`, durationMs: 0 };
  }
  const attempt = delivery.attemptCount + 1;
  const next = outcome.delivered ? null : nextAttemptAt(attempt, options.retrySchedule, new Date());
  return {
    at,
    httpStatus: outcome.httpStatus,
    error: outcome.error,
    durationMs: outcome.durationMs,
    status: outcome.delivered ? 'succeeded' : next ? 'pending' : 'failed',
    nextAttemptAt: next,
  };
}
