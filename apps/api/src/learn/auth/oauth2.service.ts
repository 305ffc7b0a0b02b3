import { Injectable } from '@nestjs/common';
import { RateLimits } from '@app/rate-limit';
import { FAILURES } from '../../common/rate-limit/buckets.js';
import { AccessTokens } from './access-tokens.js';
import { LearnApplications } from './learn-applications.js';
import { OAuthError } from './oauth-error.js';
import { presentToken, type TokenView } from './token-view.js';

/** An application's key and secret, as sent with HTTP Basic authentication. */
export interface ClientCredentials {
  key: string;
  secret: string;
}

/** The grant type as sent: in the query string, the form body, or both (undefined: not there). */
export interface GrantTypes {
  inQuery: unknown;
  inBody: unknown;
}

/** OAuth2's client credentials grant: an application's key and secret buy a bearer token. */
@Injectable()
export class OAuth2Service {
  constructor(
    private readonly applications: LearnApplications,
    private readonly tokens: AccessTokens,
    private readonly limits: RateLimits,
  ) {}

  /**
   * Checked in this order: credentials (null: none sent, 401), the grant type (400), then the
   * key and secret (401). Each call issues a new token; earlier ones stay valid until they expire.
   * Wrong secrets are counted per key and per source `address`: past AUTH_FAILURE_LIMIT, every
   * attempt is a 429 until the window ends, before the secret is even looked at.
   */
  async token(
    credentials: ClientCredentials | null,
    grantTypes: GrantTypes,
    address: string | undefined,
  ): Promise<TokenView> {
    if (!credentials)
      throw new OAuthError(401, 'invalid_client', 'HTTP Basic authentication with key:secret is required');
    if (grantTypeOf(grantTypes) !== 'client_credentials') {
      throw new OAuthError(400, 'unsupported_grant_type', 'only grant_type=client_credentials is supported');
    }
    const failureKeys = [FAILURES.learnKey(credentials.key), FAILURES.address(address)];
    const blocked = await this.limits.refusalIfBlocked(failureKeys);
    if (blocked) throw blocked;
    const application = await this.applications.authenticate(credentials.key, credentials.secret);
    if (!application) {
      throw (
        (await this.limits.recordFailure(failureKeys)) ??
        new OAuthError(401, 'invalid_client', 'unknown application key or wrong secret')
      );
    }
    return presentToken(await this.tokens.issue(application.id));
  }
}

/**
 * Learn's swagger has grant_type in the query string, and Learn clients send it there; OAuth2 (RFC
 * 6749) puts it in the form body. Either is taken, both if they agree.
 */
function grantTypeOf({ inQuery, inBody }: GrantTypes): unknown {
  const given = [inQuery, inBody].filter((value) => value !== undefined);
  if (given.length === 0) throw new OAuthError(400, 'invalid_request', 'grant_type is required');
  if (given.length === 2 && given[0] !== given[1]) {
    throw new OAuthError(400, 'invalid_request', 'grant_type differs between the query string and the body');
  }
  return given[0];
}
