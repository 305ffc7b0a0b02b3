import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { FetchedResource, ResourceFetcher } from './resource-fetcher.js';
import { vetHost, type HostLookup, type VettedAddress } from './vet-host.js';

export interface SafeFetcherOptions {
  /** Bytes of body at most; a longer response is abandoned. */
  maxBytes?: number;
  /** For the whole fetch, redirects included. */
  timeoutMs?: number;
  /** Fetches per fetcher (make one per document). */
  maxFetches?: number;
  maxRedirects?: number;
  /** Tests only: lets an otherwise forbidden address through (a local test server). */
  allowAddress?: (ip: string) => boolean;
  /** Tests only: replaces dns.lookup. */
  lookup?: HostLookup;
}

export const SAFE_FETCHER_DEFAULTS = { maxBytes: 2 * 1024 * 1024, timeoutMs: 5000, maxFetches: 20, maxRedirects: 3 };

type Hop =
  | { kind: 'body'; body: Buffer; contentType: string | null }
  | { kind: 'redirect'; location: string }
  | { kind: 'failed' };

/**
 * A fetcher for references in untrusted documents that cannot be turned against the service
 * (SSRF): http and https only; every hop's host is resolved and refused if any of its addresses is
 * internal (address-policy.ts); the connection then goes to that vetted address, pinned through a
 * custom `lookup`, so a second DNS answer (rebinding) cannot swap it, while Host and SNI keep the
 * name. Redirects are followed by hand and vetted again. Nothing about the URLs is logged.
 */
export function createSafeFetcher(options: SafeFetcherOptions = {}): ResourceFetcher {
  const settings = { ...SAFE_FETCHER_DEFAULTS, ...definedOnly(options) };
  let fetches = 0;
  const fetchResource = async (url: string): Promise<FetchedResource | null> => {
    if (fetches >= settings.maxFetches) return null;
    fetches++;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
    try {
      let current = url;
      for (let hop = 0; hop <= settings.maxRedirects; hop++) {
        const target = parseHttpUrl(current);
        if (!target) return null;
        const address = await vetHost(target.hostname, {
          allowAddress: options.allowAddress,
          lookup: options.lookup,
        });
        if (!address || controller.signal.aborted) return null;
        const result = await request(target, address, settings.maxBytes, controller.signal);
        if (result.kind === 'body') return { body: result.body, contentType: result.contentType, url: current };
        if (result.kind === 'failed') return null;
        current = new URL(result.location, target).href;
      }
      return null;
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    fetch: fetchResource,
    async fetchText(url: string): Promise<string | null> {
      const fetched = await fetchResource(url);
      return fetched && decode(fetched.body, fetched.contentType ?? undefined);
    },
  };
}

function definedOnly(options: SafeFetcherOptions): Partial<typeof SAFE_FETCHER_DEFAULTS> {
  const { maxBytes, timeoutMs, maxFetches, maxRedirects } = options;
  return Object.fromEntries(
    Object.entries({ maxBytes, timeoutMs, maxFetches, maxRedirects }).filter(([, value]) => value !== undefined),
  );
}

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    // Credentials in a document's URL are not ours to send.
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return null;
    return url;
  } catch {
    return null;
  }
}

function request(url: URL, vetted: VettedAddress, maxBytes: number, signal: AbortSignal): Promise<Hop> {
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: vetted.address, family: vetted.family }]);
    else callback(null, vetted.address, vetted.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve) => {
    const req = client.request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port || undefined,
        path: url.pathname + url.search,
        method: 'GET',
        lookup: pinned,
        // A fresh connection each time: a pooled socket could belong to another vetting.
        agent: false,
        signal,
        headers: { accept: '*/*', 'accept-encoding': 'identity', 'user-agent': 'a11y-analysis' },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          resolve({ kind: 'redirect', location: res.headers.location });
          req.destroy();
          return;
        }
        const declared = Number(res.headers['content-length']);
        if (status < 200 || status >= 300 || (Number.isFinite(declared) && declared > maxBytes)) {
          resolve({ kind: 'failed' });
          req.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            resolve({ kind: 'failed' });
            req.destroy();
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({ kind: 'body', body: Buffer.concat(chunks), contentType: res.headers['content-type'] ?? null }),
        );
        res.on('error', () => resolve({ kind: 'failed' }));
        res.on('aborted', () => resolve({ kind: 'failed' }));
      },
    );
    req.on('error', () => resolve({ kind: 'failed' }));
    req.on('close', () => resolve({ kind: 'failed' }));
    req.end();
  });
}

function decode(bytes: Buffer, contentType: string | undefined): string {
  const charset = /charset="?([\w-]+)/i.exec(contentType ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
