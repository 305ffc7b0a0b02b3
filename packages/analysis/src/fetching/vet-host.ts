import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isForbiddenAddress, isForbiddenHostName } from './address-policy.js';

export interface VettedAddress {
  address: string;
  family: 4 | 6;
}

export type HostLookup = (hostname: string) => Promise<{ address: string; family: number }[]>;

export interface VetOptions {
  lookup?: HostLookup;
  /** Tests only: lets a local test server through. */
  allowAddress?: (ip: string) => boolean;
}

const systemLookup: HostLookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * The address to connect to for `hostname` (a URL's hostname; IPv6 may keep its brackets), or null
 * when it is refused: a forbidden name, no address, or ANY forbidden address among those it
 * resolves to (a name that also points inside is not trusted with its public address either).
 */
export async function vetHost(hostname: string, options: VetOptions = {}): Promise<VettedAddress | null> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  if (host === '' || isForbiddenHostName(host)) return null;
  let addresses: { address: string; family: number }[];
  if (isIP(host) !== 0) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await (options.lookup ?? systemLookup)(host);
    } catch {
      return null;
    }
  }
  if (addresses.length === 0) return null;
  const allowed = (ip: string) => options.allowAddress?.(ip) === true || !isForbiddenAddress(ip);
  if (!addresses.every(({ address }) => allowed(address))) return null;
  const [first] = addresses;
  return { address: first!.address, family: first!.family === 6 ? 6 : 4 };
}
