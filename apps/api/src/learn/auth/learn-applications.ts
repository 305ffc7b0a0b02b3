import type { PrismaClient } from '@app/database';
import { textProblem } from '../../common/http/unsafe-input.js';
import { dummySecretHash, hashSecret, verifySecret } from './secret-hash.js';
import { WILDCARD } from './entitlement-table.js';
import { LearnApplicationsRepository, type LearnApplicationSummary } from './learn-applications.repository.js';

export interface LearnApplicationInput {
  key: string;
  secret: string;
  /** Entitlement names, or ["*"] for all of them. */
  entitlements: string[];
}

const KEY = /^[\x21-\x7e]{1,128}$/;
const ENTITLEMENT = /^[A-Za-z0-9_.\-|]+$/;

/**
 * The applications that may call the Learn API (client credentials). Used by the OAuth2 token
 * endpoint, the CLI and the bootstrap application; secrets are stored as scrypt hashes only.
 * Built from the Prisma client, which it hands to its repository (it queries nothing itself), so
 * the CLI and the tests make one as the module does.
 */
export class LearnApplications {
  private readonly rows: LearnApplicationsRepository;

  constructor(prisma: PrismaClient) {
    this.rows = new LearnApplicationsRepository(prisma);
  }

  /** Creates the application, or replaces the secret and entitlements of an existing one. */
  async save(input: LearnApplicationInput): Promise<{ created: boolean }> {
    if (!KEY.test(input.key) || input.key.includes(':')) {
      throw new RangeError('key must be 1 to 128 printable characters without spaces or ":"');
    }
    if (input.secret.length < 16 || input.secret.length > 256)
      throw new RangeError('secret must be 16 to 256 characters long');
    const entitlements = [...new Set(input.entitlements.map((name) => name.trim()).filter(Boolean))].sort();
    if (entitlements.length === 0) throw new RangeError('give at least one entitlement, or "*" for all');
    const bad = entitlements.find((name) => name !== WILDCARD && !ENTITLEMENT.test(name));
    if (bad) throw new RangeError(`"${bad}" is not an entitlement name`);

    const secretHash = await hashSecret(input.secret);
    for (let attempt = 0; ; attempt++) {
      const existing = await this.rows.find(input.key);
      try {
        if (existing) {
          // A changed secret or entitlement set invalidates the tokens issued under the old one.
          await this.rows.update(existing.id, { secretHash, entitlements });
          return { created: false };
        }
        await this.rows.create(input.key, { secretHash, entitlements });
        return { created: true };
      } catch (error) {
        // Two processes bootstrapping the same key at once: the loser updates instead.
        if (attempt === 0 && (error as { code?: string }).code === 'P2002') continue;
        throw error;
      }
    }
  }

  async authenticate(key: string, secret: string): Promise<{ id: number; key: string } | null> {
    // A key that is not text (a NUL from a Basic header) names no application; PostgreSQL could not even compare it.
    const application = textProblem(key) ? null : await this.rows.find(key);
    // An unknown key costs the same scrypt as a known one: its time tells nothing about which keys exist.
    const matches = await verifySecret(secret, application?.secretHash ?? (await dummySecretHash()));
    return application && matches ? { id: application.id, key: application.key } : null;
  }

  list(): Promise<LearnApplicationSummary[]> {
    return this.rows.list();
  }

  remove(key: string): Promise<boolean> {
    return this.rows.delete(key);
  }
}
