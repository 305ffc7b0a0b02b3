import { createHash, randomBytes } from 'node:crypto';
import { AccessTokensRepository } from './access-tokens.repository.js';

/** Who is calling: the application behind a valid bearer token. */
export interface LearnPrincipal {
  applicationId: number;
  key: string;
  entitlements: ReadonlySet<string>;
}

interface Cached {
  principal: LearnPrincipal;
  expiresAt: number;
  checkedAt: number;
}

/** How long a verified token is trusted from memory before the database is asked again. */
const CACHE_MS = 30_000;
const CACHE_MAX = 10_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * OAuth2 bearer tokens: random, stored as SHA-256 hashes with their expiry. Verification is
 * served from memory for up to 30 s (tokens are checked on every request); a revoked token or a
 * changed entitlement set therefore takes effect within 30 s on every API process.
 */
export class AccessTokens {
  private readonly cache = new Map<string, Cached>();

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
    const hash = hashOf(token);
    const now = Date.now();
    const cached = this.cache.get(hash);
    if (cached && now - cached.checkedAt < CACHE_MS) return now < cached.expiresAt ? cached.principal : null;

    const row = await this.rows.find(hash);
    if (!row || row.expiresAt.getTime() <= now) {
      this.cache.delete(hash);
      return null;
    }
    const principal: LearnPrincipal = {
      applicationId: row.application.id,
      key: row.application.key,
      entitlements: new Set(row.application.entitlements),
    };
    if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(hash, { principal, expiresAt: row.expiresAt.getTime(), checkedAt: now });
    return principal;
  }
}
