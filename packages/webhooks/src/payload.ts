import { contentPath, formatPath, statusPath } from './content-paths.js';
import type { WebhookEventType } from './events.js';

/**
 * A webhook's body as the Standard Webhooks specification recommends: `type`, `timestamp` (when
 * the event happened: the record's recorded end, not the delivery) and a thin `data` naming the
 * file and the path to fetch next.
 */
export interface WebhookPayload {
  type: WebhookEventType;
  timestamp: string;
  data: Record<string, string | number>;
}

/** What ended: a file's analysis, or one of its formats. */
export interface EndedContent {
  clientId: number;
  hash: string;
  status: 'success' | 'failed';
  error: string | null;
  finishedAt: Date | null;
}

export interface EndedFormat extends EndedContent {
  format: string;
}

export interface WebhookEvent {
  clientId: number;
  type: WebhookEventType;
  /** The JSON body, serialised once: it is signed and sent byte for byte as stored. */
  body: string;
}

export function analysisEnded(content: EndedContent): WebhookEvent {
  const { clientId, hash } = content;
  const data: WebhookPayload['data'] =
    content.status === 'success'
      ? { hash, status: 'success', statusUrl: statusPath(clientId, hash), resourceUrl: contentPath(clientId, hash) }
      : { hash, status: 'failed', error: content.error ?? 'Processing failed', statusUrl: statusPath(clientId, hash) };
  return event(clientId, content.status === 'success' ? 'content.analysed' : 'content.failed', content, data);
}

export function formatEnded(ended: EndedFormat): WebhookEvent {
  const { clientId, hash, format } = ended;
  const data = {
    hash,
    format,
    status: ended.status,
    formatUrl: formatPath(clientId, hash, format),
    ...(ended.status === 'failed' ? { error: ended.error ?? 'Production failed' } : {}),
  };
  return event(clientId, ended.status === 'success' ? 'format.ready' : 'format.failed', ended, data);
}

function event(clientId: number, type: WebhookEventType, ended: EndedContent, data: WebhookPayload['data']) {
  const payload: WebhookPayload = { type, timestamp: (ended.finishedAt ?? new Date()).toISOString(), data };
  return { clientId, type, body: JSON.stringify(payload) };
}
