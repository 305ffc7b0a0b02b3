/**
 * What is counted, by name: the requests of a Learn application or an accessibility client, and
 * the failed authentications of a key tried or of a source address.
 */
export const REQUESTS = {
  /** `learn:<applicationId>`, built in SQL by the token lookup that counts it (counted-lookup.ts). */
  learnPrefix: 'learn:',
  a11yClient: (clientId: number) => `a11y:${clientId}`,
};

/** Longer than any key the service accepts (128): a made-up key cannot make a row as big as it likes. */
const MAX_KEY = 160;

export const FAILURES = {
  learnKey: (key: string) => `learn-key:${key.slice(0, MAX_KEY)}`,
  a11yClient: (clientId: number) => `a11y-client:${clientId}`,
  address: (address: string | undefined) => `address:${address ?? 'unknown'}`,
};
