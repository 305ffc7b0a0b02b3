import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Config } from '@app/config';
import {
  ReceiverRefusedError,
  receiverOf,
  resolveReceiver,
  WebhookStore,
  type CreatedWebhook,
  type DeliveryRecord,
  type WebhookSummary,
} from '@app/webhooks';
import { CONFIG } from '../../platform/tokens.js';
import type { A11yCaller } from '../clients/caller.js';
import { ACTIONS, WEBHOOKS_RESOURCE } from '../clients/policy.js';
import { webhookIdOf, webhookRequest } from './webhook-requests.js';

/** Webhooks one client may have: each event is sent to each of them. */
export const MAX_WEBHOOKS_PER_CLIENT = 10;

/** Deliveries listed per webhook, newest first. */
export const DELIVERIES_LISTED = 100;

/**
 * A client's webhooks, under webhooks:manage on webhooks:*. A URL is vetted before it is stored
 * (@app/webhooks' receiver rules: https, no internal address unless WEBHOOK_ALLOWED_HOSTS names
 * it), without sending it anything. Another client's webhook is, to this client, unknown (404).
 */
@Injectable()
export class WebhooksService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly store: WebhookStore,
  ) {}

  async register(caller: A11yCaller, body: unknown): Promise<CreatedWebhook> {
    caller.requireOn(ACTIONS.manageWebhooks, WEBHOOKS_RESOURCE);
    const { url, events } = webhookRequest(body);
    try {
      await resolveReceiver(receiverOf(url, this.config.webhookAllowedHosts));
    } catch (error) {
      if (error instanceof ReceiverRefusedError) throw new BadRequestException(error.message);
      throw error;
    }
    if ((await this.store.count(caller.clientId)) >= MAX_WEBHOOKS_PER_CLIENT) {
      throw new ConflictException(
        `Client ${caller.clientId} has ${MAX_WEBHOOKS_PER_CLIENT} webhooks already, the most it may have: delete one first`,
      );
    }
    return this.store.create(caller.clientId, url, events);
  }

  list(caller: A11yCaller): Promise<WebhookSummary[]> {
    caller.requireOn(ACTIONS.manageWebhooks, WEBHOOKS_RESOURCE);
    return this.store.list(caller.clientId);
  }

  async remove(caller: A11yCaller, rawId: string): Promise<void> {
    caller.requireOn(ACTIONS.manageWebhooks, WEBHOOKS_RESOURCE);
    const id = webhookIdOf(rawId);
    if (!(await this.store.remove(caller.clientId, id))) throw new NotFoundException(noWebhook(caller.clientId, id));
  }

  async deliveries(caller: A11yCaller, rawId: string): Promise<DeliveryRecord[]> {
    caller.requireOn(ACTIONS.manageWebhooks, WEBHOOKS_RESOURCE);
    const id = webhookIdOf(rawId);
    const deliveries = await this.store.deliveries(caller.clientId, id, DELIVERIES_LISTED);
    if (!deliveries) throw new NotFoundException(noWebhook(caller.clientId, id));
    return deliveries;
  }
}

const noWebhook = (clientId: number, id: number) => `Client ${clientId} has no webhook ${id}`;
