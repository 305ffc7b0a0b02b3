import { createHash, randomBytes } from 'node:crypto';
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

  async verify(token: string): Promise<LearnPrincipal | null> {
    const row = await this.rows.find(hashOf(token));
    if (!row || row.expiresAt.getTime() <= Date.now()) return null;
    return {
      applicationId: row.application.id,
      key: row.application.key,
      entitlements: new Set(row.application.entitlements),
    };
  }
}
