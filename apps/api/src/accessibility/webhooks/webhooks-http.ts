import type { OpenAPIObject } from '@nestjs/swagger';
import type { HttpFeature } from '../../common/http/http-feature.js';

const REGISTER = '/api/v2/clients/{clientId}/webhooks';

const HEADERS = [
  {
    name: 'webhook-id',
    example: 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W',
    description: "The delivery's id: the same on every attempt of it (use it to skip a duplicate)",
  },
  {
    name: 'webhook-timestamp',
    example: '1764315000',
    description: 'When this attempt was sent, in seconds since the epoch (refuse one too far from your clock)',
  },
  {
    name: 'webhook-signature',
    example: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    description:
      '`v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the base64-decoded ' +
      'part of the secret after `whsec_` (Standard Webhooks; its libraries verify it). Compare in constant time',
  },
];

/**
 * The webhooks' part of the OpenAPI document: what the service POSTs to a registered URL, as the
 * register operation's callback (the body, the three signed headers, the answer expected).
 */
export const WEBHOOKS_HTTP: HttpFeature = {
  describeOpenApi(document: OpenAPIObject) {
    const register = document.paths[REGISTER]?.post;
    if (!register) return;
    register.callbacks = {
      event: {
        '{$request.body#/url}': {
          post: {
            summary: 'An event, POSTed to the webhook',
            description:
              'Signed as Standard Webhooks do. Answer 2xx within 10 s; anything else is retried on the schedule, ' +
              'with the same webhook-id',
            // No bearer token: the receiver authenticates the sender by the signature.
            security: [],
            parameters: HEADERS.map(({ name, example, description }) => ({
              name,
              in: 'header',
              required: true,
              description,
              schema: { type: 'string', example },
            })),
            requestBody: {
              required: true,
              content: { 'application/json': { schema: { $ref: '#/components/schemas/WebhookEventDoc' } } },
            },
            responses: { '200': { description: 'Any 2xx: delivered' } },
          },
        },
      },
    };
  },
};
