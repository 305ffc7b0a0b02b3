import jwt from 'jsonwebtoken';
import { A11yClients, MAX_CLIENT_ID } from './a11y-clients.js';
import { Policy, PolicyError } from './policy.js';

/** Why a token is refused (401); the message is for the caller. */
export class TokenError extends Error {
  /** The client the token claims to be signed by, when it names one: whose secret a forger would be guessing. */
  claimedClientId: number | undefined;
}

export interface VerifiedToken {
  clientId: number;
  policy: Policy;
}

/** What every refused token is told, whatever the reason: the answer names no client and no check. */
export const TOKEN_REFUSED = 'Invalid token: it is not a JWT signed HS256 by a current client of this service';

/** How far a signer's clock may differ from this one's, for `iat`. */
const CLOCK_SKEW_SECONDS = 5;

/**
 * The accessibility API's bearer tokens: JWTs signed HS256 with the client's secret, carrying
 * `clientId` (the signer) and `iat`, optionally `policy`. The token's shape is checked before the
 * database is asked anything: HS256 only (`none`, RS256 and every other algorithm are refused),
 * `clientId` a whole number from 1 to 2^31-1, `iat` a time not in the future. Then the signature,
 * and `iat` not before the client was created: deleting a client and creating it again, even with
 * the same secret, leaves every token signed before it refused. No expiry is required (tokens do
 * not expire); an `exp` or `nbf` the client chose to add is honoured. Every refusal gives one
 * message (TOKEN_REFUSED), so that no answer tells which client ids exist.
 */
export class A11yTokens {
  constructor(private readonly clients: A11yClients) {}

  async verify(token: string): Promise<VerifiedToken> {
    const decoded = jwt.decode(token, { complete: true });
    if (!decoded || typeof decoded.payload !== 'object' || decoded.header.alg !== 'HS256') throw refused();
    const clientId = clientIdOf(decoded.payload.clientId);
    const issuedAt = decoded.payload.iat;
    const now = Date.now() / 1000;
    if (clientId === null || !isTime(issuedAt) || issuedAt > now + CLOCK_SKEW_SECONDS) throw refused();
    const policy = policyOf(decoded.payload.policy);
    const client = await this.clients.signerOf(clientId);
    if (!client || issuedAt < client.created.getTime() / 1000 - CLOCK_SKEW_SECONDS) throw refused(clientId);
    try {
      jwt.verify(token, client.secret, { algorithms: ['HS256'] });
    } catch {
      throw refused(clientId);
    }
    return { clientId, policy };
  }
}

function refused(claimedClientId?: number): TokenError {
  const error = new TokenError(TOKEN_REFUSED);
  error.claimedClientId = claimedClientId;
  return error;
}

function policyOf(claim: unknown): Policy {
  try {
    return Policy.of(claim);
  } catch (error) {
    if (error instanceof PolicyError) throw refused();
    throw error;
  }
}

/** A whole number from 1 to the int4 maximum, or its decimal string. */
function clientIdOf(claim: unknown): number | null {
  const value = typeof claim === 'string' && /^\d{1,10}$/.test(claim) ? Number(claim) : claim;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_CLIENT_ID ? value : null;
}

/** Seconds since the epoch, as JWT's NumericDate: a finite, positive number. */
function isTime(claim: unknown): claim is number {
  return typeof claim === 'number' && Number.isFinite(claim) && claim > 0;
}
