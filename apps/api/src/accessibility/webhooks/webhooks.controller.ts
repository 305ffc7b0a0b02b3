import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { CreatedWebhook, WebhookSummary } from '@app/webhooks';
import { ErrorResponse } from '../../common/http/error-response.js';
import { A11Y_WEBHOOKS_ROUTE } from '../a11y-paths.js';
import { A11yAuthGuard } from '../clients/a11y-auth.guard.js';
import { ApiA11yClient } from '../clients/api-security.js';
import { A11yCaller, Caller } from '../clients/caller.js';
import {
  CreatedWebhookDoc,
  DeliveryListDoc,
  EVENTS_TABLE,
  WebhookEventDoc,
  WebhookListDoc,
  WebhookRequestDoc,
} from './api-docs.js';
import { deliveryViewOf, type DeliveryView } from './webhook-views.js';
import { MAX_WEBHOOKS_PER_CLIENT, WebhooksService } from './webhooks.service.js';

const NEEDS = 'Needs webhooks:manage on webhooks:*, which a token without a policy does not have.';
const FORBIDDEN = 'A token for another client, or one not granting webhooks:manage on webhooks:*';
const WEBHOOK_ID = { name: 'webhookId', schema: { type: 'integer', minimum: 1, example: 3 } } as const;

@ApiTags('Accessibility: webhooks')
@ApiA11yClient()
@ApiExtraModels(WebhookEventDoc)
@UseGuards(A11yAuthGuard)
@Controller(A11Y_WEBHOOKS_ROUTE)
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Post()
  @ApiOperation({
    summary: 'Register a webhook',
    description:
      'Events of this client are then POSTed to `url` as Standard Webhooks (standardwebhooks.com): a JSON body ' +
      '{type, timestamp, data} signed with the secret answered here (shown only now), with the headers webhook-id, ' +
      'webhook-timestamp and webhook-signature (see the callback). A non-2xx answer or none within 10 s is retried ' +
      '(first after about 5 s, then minutes, then hours, for about three days: WEBHOOK_RETRY_SCHEDULE), with the ' +
      `same webhook-id. ${EVENTS_TABLE}. At most ${MAX_WEBHOOKS_PER_CLIENT} webhooks per client. ${NEEDS}`,
  })
  @ApiBody({ type: WebhookRequestDoc })
  @ApiCreatedResponse({ type: CreatedWebhookDoc, description: 'Registered: its id and signing secret' })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description:
      'Not {url, events}; an unknown event; a URL that is not https, carries credentials, or whose host is or ' +
      'resolves to a loopback, private, link-local or metadata address (unless WEBHOOK_ALLOWED_HOSTS names it); ' +
      'nothing is sent to it',
  })
  @ApiForbiddenResponse({ type: ErrorResponse, description: FORBIDDEN })
  @ApiConflictResponse({
    type: ErrorResponse,
    description: `The client has ${MAX_WEBHOOKS_PER_CLIENT} webhooks already`,
  })
  register(@Caller() caller: A11yCaller, @Body() body: unknown): Promise<CreatedWebhook> {
    return this.webhooks.register(caller, body);
  }

  @Get()
  @ApiOperation({ summary: "The client's webhooks", description: `Never their secrets. ${NEEDS}` })
  @ApiOkResponse({ type: WebhookListDoc })
  @ApiForbiddenResponse({ type: ErrorResponse, description: FORBIDDEN })
  async list(@Caller() caller: A11yCaller): Promise<{ results: WebhookSummary[] }> {
    return { results: await this.webhooks.list(caller) };
  }

  @Delete(':webhookId')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a webhook',
    description: `Nothing more is sent to it, pending retries included; its deliveries are deleted with it. ${NEEDS}`,
  })
  @ApiParam(WEBHOOK_ID)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'webhookId is not a whole number' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: FORBIDDEN })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'This client has no webhook with this id' })
  remove(@Caller() caller: A11yCaller, @Param('webhookId') id: string): Promise<void> {
    return this.webhooks.remove(caller, id);
  }

  @Get(':webhookId/deliveries')
  @ApiOperation({
    summary: "A webhook's recent deliveries",
    description:
      'The latest 100 events sent or to be sent to it, newest first: each with its status, every attempt (when, the ' +
      `receiver's HTTP status or why none came) and when the next attempt is due. ${NEEDS}`,
  })
  @ApiParam(WEBHOOK_ID)
  @ApiOkResponse({ type: DeliveryListDoc })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'webhookId is not a whole number' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: FORBIDDEN })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'This client has no webhook with this id' })
  async deliveries(@Caller() caller: A11yCaller, @Param('webhookId') id: string): Promise<{ results: DeliveryView[] }> {
    return { results: (await this.webhooks.deliveries(caller, id)).map(deliveryViewOf) };
  }
}
