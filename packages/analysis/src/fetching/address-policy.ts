import { BlockList, isIP } from 'node:net';

/**
 * Addresses a document may never make the service connect to: anything that is not a public
 * unicast address on the internet (loopback, private, link-local with the cloud metadata service at
 * 169.254.169.254, CGNAT, multicast, reserved...). IPv4-mapped IPv6 addresses (::ffff:127.0.0.1)
 * are matched against the IPv4 ranges by BlockList itself; NAT64 and 6to4 are refused outright,
 * since they embed an IPv4 address that may be internal.
 */
const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network, unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast 255.255.255.255
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');
}

/** Host names that reach internal services whatever they resolve to. */
const FORBIDDEN_HOST_NAMES = [/^localhost$/, /\.localhost$/, /^metadata$/, /^metadata\.google\.internal$/];

/** True if connecting to this IP literal could reach something internal; also true for a non-IP. */
export function isForbiddenAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 0) return true;
  return FORBIDDEN.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/** `hostname` lower-cased without a trailing dot. */
export function isForbiddenHostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return FORBIDDEN_HOST_NAMES.some((pattern) => pattern.test(name));
}
