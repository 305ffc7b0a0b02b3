import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { VettedAddress } from '@app/analysis';
import type { WebhookHeaders } from './signature.js';

/** How long a receiver has to answer one attempt. */
export const DELIVERY_TIMEOUT_MS = 10_000;

export interface SendOutcome {
  /** A 2xx answer: delivered. Anything else (3xx included: redirects are not followed) is a failure. */
  delivered: boolean;
  httpStatus: number | null;
  /** Why no answer came: time-out, connection refused or reset, TLS. */
  error: string | null;
  durationMs: number;
}

/**
 * One POST of a webhook. The connection goes to `address` (vetted just before) through a pinned
 * `lookup`, so a second DNS answer cannot swap it, while Host and TLS SNI keep the URL's name; a
 * fresh connection every time (a pooled socket could belong to another vetting). The answer's
 * status decides; its body is not read.
 */
export function sendWebhook(
  url: URL,
  address: VettedAddress | null,
  headers: WebhookHeaders,
  body: string,
  timeoutMs = DELIVERY_TIMEOUT_MS,
): Promise<SendOutcome> {
  const started = performance.now();
  const pinned: LookupFunction | undefined = address
    ? (_hostname, options, callback) => {
        if (options.all) callback(null, [{ address: address.address, family: address.family }]);
        else callback(null, address.address, address.family);
      }
    : undefined;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<SendOutcome>((resolve) => {
    let settled = false;
    const finish = (httpStatus: number | null, error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const delivered = httpStatus !== null && httpStatus >= 200 && httpStatus < 300;
      resolve({ delivered, httpStatus, error, durationMs: Math.round(performance.now() - started) });
    };
    const req = client.request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port || undefined,
        path: url.pathname + url.search,
        method: 'POST',
        lookup: pinned,
        agent: false,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'learn-a11y-webhooks',
        },
      },
      (res) => {
        finish(res.statusCode ?? null, null);
        req.destroy(); // the body is not read: a receiver streaming one forever holds nothing
      },
    );
    const timer = setTimeout(() => {
      finish(null, `no answer within ${timeoutMs / 1000} s`);
      req.destroy();
    }, timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) => finish(null, error.code ?? error.message));
    req.end(body);
  });
}
