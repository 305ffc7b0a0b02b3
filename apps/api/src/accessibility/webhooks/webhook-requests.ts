import { BadRequestException } from '@nestjs/common';
import { isWebhookEventType, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@app/webhooks';
import { MAX_CLIENT_ID } from '../clients/a11y-clients.js';

export interface WebhookRequest {
  url: string;
  events: WebhookEventType[];
}

const SHAPE = `the body must be JSON: {"url": "https://...", "events": [${WEBHOOK_EVENT_TYPES.map((e) => `"${e}"`).join(', ')}]}`;

/** `{url, events}`: a string and a non-empty list of known event types, nothing else; 400 naming what is wrong. */
export function webhookRequest(body: unknown): WebhookRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestException(SHAPE);
  const unknown = Object.keys(body).find((key) => key !== 'url' && key !== 'events');
  if (unknown) throw new BadRequestException(`Unknown field ${unknown}: ${SHAPE}`);
  const { url, events } = body as { url?: unknown; events?: unknown };
  if (typeof url !== 'string' || url === '') throw new BadRequestException(`url must be a URL string: ${SHAPE}`);
  if (!Array.isArray(events) || events.length === 0) {
    throw new BadRequestException(`events must be a non-empty list of event types: ${SHAPE}`);
  }
  const unknownEvent = events.find((event) => !isWebhookEventType(event));
  if (unknownEvent !== undefined) {
    throw new BadRequestException(
      `Unknown event ${JSON.stringify(unknownEvent)}: the events are ${WEBHOOK_EVENT_TYPES.join(', ')}`,
    );
  }
  return { url, events: [...new Set(events as WebhookEventType[])] };
}

/** A webhook id of the path: a whole number in the id column's range; 400 otherwise. */
export function webhookIdOf(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!(id >= 1 && id <= MAX_CLIENT_ID)) throw new BadRequestException('webhookId must be a whole number from 1');
  return id;
}
