export { WEBHOOK_EVENTS, WEBHOOK_EVENT_TYPES, isWebhookEventType, type WebhookEventType } from './events.js';
export { contentPath, statusPath, formatPath } from './content-paths.js';
export {
  analysisEnded,
  formatEnded,
  type EndedContent,
  type EndedFormat,
  type WebhookEvent,
  type WebhookPayload,
} from './payload.js';
export { newSigningSecret, newMessageId, signedHeaders, type WebhookHeaders } from './signature.js';
export { nextAttemptAt, DEFAULT_RETRY_SCHEDULE_SECONDS } from './retry-schedule.js';
export {
  receiverOf,
  resolveReceiver,
  hostPortOf,
  ReceiverRefusedError,
  MAX_URL_LENGTH,
  type Receiver,
} from './receiver.js';
export { sendWebhook, DELIVERY_TIMEOUT_MS, type SendOutcome } from './send-webhook.js';
export { deliverOnce, type DeliveryOptions } from './deliver-once.js';
export {
  WebhookStore,
  type WebhookSummary,
  type CreatedWebhook,
  type DeliveryRecord,
  type AttemptRecord,
  type DueDelivery,
} from './webhook-store.js';
