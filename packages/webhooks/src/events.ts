/**
 * The events a webhook may subscribe to, declared once: the API's validation, the OpenAPI
 * description and the table in docs/accessibility-api.md come from here. Each event says what ended and names the
 * path a client would otherwise have polled (`statusUrl`, `resourceUrl`, `formatUrl`).
 */
export const WEBHOOK_EVENTS = [
  {
    type: 'content.analysed',
    description: "A file's analysis succeeded: its feedback is ready at `resourceUrl`",
  },
  {
    type: 'content.failed',
    description: "A file's analysis failed for good (`error` says why; retry with POST .../retry or upload it again)",
  },
  {
    type: 'format.ready',
    description: 'An alternative format of a file was made: download it from `formatUrl`',
  },
  {
    type: 'format.failed',
    description: 'An alternative format could not be made from the file (`error` says why)',
  },
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]['type'];

export const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = WEBHOOK_EVENTS.map((event) => event.type);

export function isWebhookEventType(value: unknown): value is WebhookEventType {
  return typeof value === 'string' && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}
