/**
 * The client id and token: from the URL fragment (`#clientId=7&token=<JWT>`, never sent to a
 * server) or the sign-in form, kept only in this tab's sessionStorage. The fragment is cleared from
 * the address bar and history as soon as it is read, so the token does not linger in either.
 */
export interface Credentials {
  clientId: number;
  token: string;
}

const KEY = 'a11y-viewer.credentials';

export function storedCredentials(): Credentials | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Credentials | null;
    return value && Number.isSafeInteger(value.clientId) && typeof value.token === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function storeCredentials(credentials: Credentials): void {
  sessionStorage.setItem(KEY, JSON.stringify(credentials));
}

export function forgetCredentials(): void {
  sessionStorage.removeItem(KEY);
}

/** A client id as typed or linked: a positive decimal integer, else null. */
export function parseClientId(text: string): number | null {
  const value = Number(text.trim());
  return /^\d+$/.test(text.trim()) && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** Stores the fragment's credentials if it has them; the fragment keeps only `hash` (a report to open). */
export function takeCredentialsFromFragment(): void {
  const params = new URLSearchParams(location.hash.slice(1));
  const clientId = parseClientId(params.get('clientId') ?? '');
  const token = params.get('token');
  if (!params.has('clientId') && !params.has('token')) return;
  if (clientId !== null && token) storeCredentials({ clientId, token: token.trim() });
  const hash = params.get('hash');
  history.replaceState(
    null,
    '',
    `${location.pathname}${location.search}${hash ? `#hash=${encodeURIComponent(hash)}` : ''}`,
  );
}

/** The content hash the address asks for (`#hash=<sha256>`), if any. */
export function requestedHash(): string | null {
  return new URLSearchParams(location.hash.slice(1)).get('hash');
}
