import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** The Standard Webhooks headers of one delivery attempt. */
export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** Bytes of a signing key: the specification asks for 24 to 64. */
const SECRET_BYTES = 32;

/** A new endpoint's signing secret, serialised as the specification says: `whsec_` + base64. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(SECRET_BYTES).toString('base64')}`;
}

/**
 * A delivery's `webhook-id`: `msg_` and random URL-safe base64 (never a `.`, which would blur the
 * signed `${id}.${timestamp}.${body}`). The same on every attempt: the receiver's idempotency key.
 */
export function newMessageId(): string {
  return `msg_${randomBytes(18).toString('base64url')}`;
}

/**
 * The headers of one attempt, signed by the specification's own library (`standardwebhooks`):
 * `v1,` + base64 HMAC-SHA256, keyed by the base64-decoded secret, over `${id}.${timestamp}.${body}`,
 * the timestamp being the attempt's (seconds since the epoch), so a retry is signed afresh.
 */
export function signedHeaders(secret: string, messageId: string, at: Date, body: string): WebhookHeaders {
  const timestamp = new Date(Math.floor(at.getTime() / 1000) * 1000);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp.getTime() / 1000),
    'webhook-signature': new Webhook(secret).sign(messageId, timestamp, body),
  };
}
