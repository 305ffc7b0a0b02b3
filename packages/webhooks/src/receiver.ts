import { isForbiddenAddress, isForbiddenHostName, vetHost, type HostLookup, type VettedAddress } from '@app/analysis';
import { isIP } from 'node:net';

/** Why a webhook URL is refused: at registration a 400, at delivery a failed attempt. */
export class ReceiverRefusedError extends Error {}

/** Longest webhook URL accepted. */
export const MAX_URL_LENGTH = 2048;

const FORBIDDEN = 'a loopback, private, link-local or metadata address';

/**
 * Where a webhook is sent. A webhook URL is a request the service makes for a client, so it is
 * held to what the analysis's fetcher is held to: https only, no credentials, and never an internal
 * address (loopback, private, link-local, the metadata service...). `operatorAllowed`: its
 * `host:port` is named in WEBHOOK_ALLOWED_HOSTS, which lets an operator allow an internal receiver,
 * http included.
 */
export interface Receiver {
  url: URL;
  operatorAllowed: boolean;
}

/** `host:port` of a URL as WEBHOOK_ALLOWED_HOSTS names it: lower case, the scheme's port when none. */
export function hostPortOf(url: URL): string {
  return `${url.hostname.toLowerCase()}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}

/** The checks that need no DNS; throws ReceiverRefusedError saying what is wrong. */
export function receiverOf(raw: string, allowedHosts: readonly string[]): Receiver {
  if (raw.length > MAX_URL_LENGTH) throw new ReceiverRefusedError(`url must be at most ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ReceiverRefusedError('url must be an absolute URL, such as https://hooks.example.com/a11y');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ReceiverRefusedError('url must use https');
  if (url.username || url.password) throw new ReceiverRefusedError('url must not carry credentials');
  const operatorAllowed = allowedHosts.includes(hostPortOf(url));
  if (operatorAllowed) return { url, operatorAllowed };
  if (url.protocol !== 'https:') {
    throw new ReceiverRefusedError(
      'url must use https (http only for a receiver the operator allows: WEBHOOK_ALLOWED_HOSTS)',
    );
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if ((isIP(host) !== 0 && isForbiddenAddress(host)) || isForbiddenHostName(host)) {
    throw new ReceiverRefusedError(`url's host ${host} is ${FORBIDDEN}`);
  }
  return { url, operatorAllowed };
}

/**
 * The address to connect to, resolved now (at registration, and again at every delivery: DNS can
 * change). Null for a receiver the operator allows: it is connected to as named. Throws
 * ReceiverRefusedError when the name does not resolve or any of its addresses is internal.
 */
export async function resolveReceiver(receiver: Receiver, lookup?: HostLookup): Promise<VettedAddress | null> {
  if (receiver.operatorAllowed) return null;
  const vetted = await vetHost(receiver.url.hostname, { lookup });
  if (!vetted) {
    throw new ReceiverRefusedError(`url's host ${receiver.url.hostname} does not resolve, or resolves to ${FORBIDDEN}`);
  }
  return vetted;
}
