import { Inject, Injectable } from '@nestjs/common';
import { Prisma, type PrismaClient } from '@app/database';
import { countedLookup, type CountedWindow } from '../../common/rate-limit/counted-lookup.js';
import { PRISMA } from '../../platform/tokens.js';

/** A stored token: its expiry and the application it was issued to. */
export interface TokenRow {
  expiresAt: Date;
  application: { id: number; key: string; entitlements: string[] };
  /** The application's requests in the counted window, this one included; null when not counted. */
  requestCount: number | null;
}

interface FoundRow {
  expires_at: Date;
  bucket_key: number;
  key: string;
  entitlements: string[];
  request_count?: number | null;
}

/** The access token table: tokens by the SHA-256 hash of their value, never the value. */
@Injectable()
export class AccessTokensRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** Stores a new token of the application, deleting its expired ones in the same transaction. */
  async create(applicationId: number, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.learnAccessToken.deleteMany({ where: { applicationId, expiresAt: { lt: now } } }),
      this.prisma.learnAccessToken.create({ data: { tokenHash, applicationId, expiresAt } }),
    ]);
  }

  /**
   * The token and its application, one statement by the token's unique hash; with `counted`, the
   * request is counted for the application (LEARN_RATE_LIMIT) in that same statement.
   */
  async find(tokenHash: string, counted?: CountedWindow): Promise<TokenRow | null> {
    const lookup = Prisma.sql`SELECT t.expires_at, a.id AS bucket_key, a.key, a.entitlements
      FROM learn_access_token t JOIN learn_application a ON a.id = t.application_id
      WHERE t.token_hash = ${tokenHash}`;
    const [row] = await this.prisma.$queryRaw<FoundRow[]>(counted ? countedLookup(lookup, counted) : lookup);
    if (!row) return null;
    return {
      expiresAt: row.expires_at,
      application: { id: row.bucket_key, key: row.key, entitlements: row.entitlements },
      requestCount: row.request_count ?? null,
    };
  }
}
