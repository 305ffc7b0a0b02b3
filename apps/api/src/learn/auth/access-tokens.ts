import { createHash, randomBytes } from 'node:crypto';
import type { CountedWindow } from '../../common/rate-limit/counted-lookup.js';
import { AccessTokensRepository } from './access-tokens.repository.js';

/** Who is calling: the application behind a valid bearer token. */
export interface LearnPrincipal {
  applicationId: number;
  key: string;
  entitlements: ReadonlySet<string>;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * OAuth2 bearer tokens: random, stored as SHA-256 hashes with their expiry. Every request asks the
 * database (one lookup by primary key): a deleted application, a changed entitlement set or a
 * revoked token takes effect at once on every API process, with no cache to outlive it.
 */
export class AccessTokens {
  constructor(
    private readonly rows: AccessTokensRepository,
    private readonly ttlSeconds: number,
  ) {}

  async issue(applicationId: number): Promise<{ token: string; expiresIn: number }> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await this.rows.create(applicationId, hashOf(token), new Date(now + this.ttlSeconds * 1000), new Date(now));
    return { token, expiresIn: this.ttlSeconds };
  }

  /**
   * The application behind a valid token, or null. With `counted`, the request is counted for the
   * application in the same lookup (`requestCount`: its count in that window, this one included).
   */
  async verify(
    token: string,
    counted?: CountedWindow,
  ): Promise<{ principal: LearnPrincipal; requestCount: number | null } | null> {
    const row = await this.rows.find(hashOf(token), counted);
    if (!row || row.expiresAt.getTime() <= Date.now()) return null;
    const principal = {
      applicationId: row.application.id,
      key: row.application.key,
      entitlements: new Set(row.application.entitlements),
    };
    return { principal, requestCount: row.requestCount };
  }
}
