import type { DeliveryRecord } from '@app/webhooks';

/** One delivery as the API shows it: `id` is its `webhook-id` header, the same on every attempt. */
export interface DeliveryView {
  id: string;
  event: string;
  status: DeliveryRecord['status'];
  created: Date;
  /** When the next attempt is due; null once succeeded or failed. */
  nextAttemptAt: Date | null;
  attempts: DeliveryRecord['attempts'];
}

export function deliveryViewOf({ messageId, ...delivery }: DeliveryRecord): DeliveryView {
  return { id: messageId, ...delivery };
}
