import { Inject, Injectable } from '@nestjs/common';
import type { PrismaClient } from '@app/database';
import { PRISMA } from '../../platform/tokens.js';

/** A stored token: its expiry and the application it was issued to. */
export interface TokenRow {
  expiresAt: Date;
  application: { id: number; key: string; entitlements: string[] };
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

  find(tokenHash: string): Promise<TokenRow | null> {
    return this.prisma.learnAccessToken.findUnique({
      where: { tokenHash },
      include: { application: { select: { id: true, key: true, entitlements: true } } },
    });
  }
}
