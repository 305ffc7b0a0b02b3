import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_EVENTS } from '@app/webhooks';

// OpenAPI shapes of the webhooks' routes and of what is delivered (documentation only), the events
// from their own metadata.

const HASH = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const CREATED = '2026-11-28T07:30:00.000Z';

/** One line per event: its type and when it is sent. */
export const EVENTS_TABLE = WEBHOOK_EVENTS.map((event) => `${event.type}: ${event.description}`).join('. ');

export class WebhookRequestDoc {
  @ApiProperty({
    example: 'https://lms.example.edu/a11y/webhooks',
    maxLength: 2048,
    description:
      'Where events are POSTed: https; its host must not be, nor resolve to, a loopback, private, link-local or ' +
      'metadata address (checked now, without sending anything, and again at each delivery). A host:port the ' +
      'operator names in WEBHOOK_ALLOWED_HOSTS is allowed whatever its address, http included',
  })
  url!: string;

  @ApiProperty({
    enum: WEBHOOK_EVENT_TYPES,
    isArray: true,
    minItems: 1,
    example: ['content.analysed', 'content.failed'],
    description: `The events to send to it (at least one). ${EVENTS_TABLE}`,
  })
  events!: string[];
}

export class WebhookDoc {
  @ApiProperty({ example: 3, description: "The webhook's id, in its paths" })
  id!: number;

  @ApiProperty({ example: 'https://lms.example.edu/a11y/webhooks' })
  url!: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true, example: ['content.analysed', 'content.failed'] })
  events!: string[];

  @ApiProperty({ example: CREATED, format: 'date-time' })
  created!: string;
}

export class CreatedWebhookDoc extends WebhookDoc {
  @ApiProperty({
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    description:
      'The signing secret (Standard Webhooks: whsec_ + base64 of 32 random bytes). Shown here only: keep it; it is ' +
      'never listed. Verify each delivery with it (see the webhook-signature header of the callback)',
  })
  secret!: string;
}

export class WebhookListDoc {
  @ApiProperty({
    type: WebhookDoc,
    isArray: true,
    description: "The client's webhooks, oldest first; never their secrets",
  })
  results!: WebhookDoc[];
}

export class AttemptDoc {
  @ApiProperty({ example: 1, description: '1 for the first attempt' })
  number!: number;

  @ApiProperty({ example: CREATED, format: 'date-time', description: 'When it was sent (its webhook-timestamp)' })
  at!: string;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 500,
    description: "The receiver's HTTP status; null when none came (see error). Only 2xx is a delivery",
  })
  httpStatus!: number | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description:
      'Why no answer came: `no answer within 10 s`, a connection error (ECONNREFUSED...), or `refused: ...` when ' +
      'the URL resolved to an address webhooks may not reach',
  })
  error!: string | null;

  @ApiProperty({ example: 42, description: 'How long the attempt took, in ms' })
  durationMs!: number;
}

export class DeliveryDoc {
  @ApiProperty({
    example: 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W',
    description: 'The webhook-id header of every attempt of this delivery: the receiver may use it to skip duplicates',
  })
  id!: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, example: 'content.analysed' })
  event!: string;

  @ApiProperty({
    enum: ['pending', 'succeeded', 'failed'],
    example: 'pending',
    description:
      'pending: not delivered yet, another attempt due at nextAttemptAt; succeeded: a 2xx answer; failed: every ' +
      'attempt of the retry schedule failed',
  })
  status!: string;

  @ApiProperty({
    example: CREATED,
    format: 'date-time',
    description: 'When the event happened and the delivery was made',
  })
  created!: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-11-28T07:30:05.300Z',
    description: 'When the next attempt is due; null once succeeded or failed',
  })
  nextAttemptAt!: string | null;

  @ApiProperty({ type: AttemptDoc, isArray: true, description: 'Its attempts, first first' })
  attempts!: AttemptDoc[];
}

export class DeliveryListDoc {
  @ApiProperty({ type: DeliveryDoc, isArray: true, description: 'The latest 100 deliveries, newest first' })
  results!: DeliveryDoc[];
}

/** The data of a delivered event (all events share it: the fields of another event are absent). */
export class WebhookEventDataDoc {
  @ApiProperty({ example: HASH, description: 'The content hash of the file' })
  hash!: string;

  @ApiProperty({
    enum: ['success', 'failed'],
    example: 'success',
    description: "The analysis's or the format's status",
  })
  status!: string;

  @ApiPropertyOptional({
    example: `/api/v2/clients/7/content/${HASH}/status`,
    description: 'content.*: its status path',
  })
  statusUrl?: string;

  @ApiPropertyOptional({
    example: `/api/v2/clients/7/content/${HASH}`,
    description: 'content.analysed: where its feedback and metadata are read',
  })
  resourceUrl?: string;

  @ApiPropertyOptional({ example: 'Tts', description: 'format.*: the format' })
  format?: string;

  @ApiPropertyOptional({
    example: `/api/v2/clients/7/content/${HASH}/formats/Tts`,
    description: 'format.*: where it is downloaded',
  })
  formatUrl?: string;

  @ApiPropertyOptional({ example: 'The PDF is encrypted with a password', description: '*.failed: why, for a person' })
  error?: string;
}

export class WebhookEventDoc {
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, example: 'content.analysed', description: EVENTS_TABLE })
  type!: string;

  @ApiProperty({
    example: CREATED,
    format: 'date-time',
    description: "When it happened: the analysis's or the production's recorded end (not the delivery's time)",
  })
  timestamp!: string;

  @ApiProperty({ type: WebhookEventDataDoc })
  data!: WebhookEventDataDoc;
}
