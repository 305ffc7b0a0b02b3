import jwt from 'jsonwebtoken';
import { A11yClients } from './a11y-clients.js';
import { Policy, PolicyError } from './policy.js';

/** Why a token is refused (401); the message is for the caller. */
export class TokenError extends Error {}

export interface VerifiedToken {
  clientId: number;
  policy: Policy;
}

/**
 * The accessibility API's bearer tokens: JWTs signed HS256 with the client's secret, carrying
 * `clientId` (the signer) and `iat`, optionally `policy`. HS256 only: `none`, RS256 and every
 * other algorithm are refused before any key is looked at. No expiry is required (tokens do not
 * expire); an `exp` or `nbf` the client chose to add is honoured.
 */
export class A11yTokens {
  constructor(private readonly clients: A11yClients) {}

  async verify(token: string): Promise<VerifiedToken> {
    const decoded = jwt.decode(token, { complete: true });
    if (!decoded || typeof decoded.payload !== 'object') throw new TokenError('Malformed token: not a JWT');
    if (decoded.header.alg !== 'HS256') {
      throw new TokenError(`Token algorithm ${decoded.header.alg} is not accepted: tokens are signed HS256`);
    }
    const clientId = clientIdOf(decoded.payload.clientId);
    if (clientId === null) throw new TokenError('Token carries no numeric clientId');
    const secret = await this.clients.secretOf(clientId);
    if (secret === null) throw new TokenError(`Unknown client ${clientId}`);
    try {
      jwt.verify(token, secret, { algorithms: ['HS256'] });
    } catch (error) {
      const reason = (error as Error).name === 'JsonWebTokenError' ? 'invalid signature' : (error as Error).message;
      throw new TokenError(`Token refused: ${reason}`);
    }
    try {
      return { clientId, policy: Policy.of(decoded.payload.policy) };
    } catch (error) {
      if (error instanceof PolicyError) throw new TokenError(`Malformed token: ${error.message}`);
      throw error;
    }
  }
}

/** A whole number, or its decimal string. */
function clientIdOf(claim: unknown): number | null {
  const value = typeof claim === 'string' && /^\d{1,10}$/.test(claim) ? Number(claim) : claim;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}
