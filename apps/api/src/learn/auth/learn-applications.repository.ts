import { Inject, Injectable } from '@nestjs/common';
import type { LearnApplication, PrismaClient } from '@app/database';
import { PRISMA } from '../../platform/tokens.js';

/** An application's credentials as stored: the scrypt hash of its secret, never the secret. */
export interface StoredCredentials {
  secretHash: string;
  entitlements: string[];
}

export interface LearnApplicationSummary {
  key: string;
  entitlements: string[];
  created: Date;
}

/** The Learn applications table. */
@Injectable()
export class LearnApplicationsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  find(key: string): Promise<LearnApplication | null> {
    return this.prisma.learnApplication.findUnique({ where: { key } });
  }

  /** A second application with the same key fails on the unique key (P2002). */
  async create(key: string, credentials: StoredCredentials): Promise<void> {
    await this.prisma.learnApplication.create({ data: { key, ...credentials } });
  }

  /** New credentials revoke the application's tokens, in the same transaction. */
  async update(id: number, credentials: StoredCredentials): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.learnApplication.update({ where: { id }, data: credentials }),
      this.prisma.learnAccessToken.deleteMany({ where: { applicationId: id } }),
    ]);
  }

  list(): Promise<LearnApplicationSummary[]> {
    return this.prisma.learnApplication.findMany({
      select: { key: true, entitlements: true, created: true },
      orderBy: { key: 'asc' },
    });
  }

  /** Its tokens go with it; false when no application has the key. */
  async delete(key: string): Promise<boolean> {
    const { count } = await this.prisma.learnApplication.deleteMany({ where: { key } });
    return count > 0;
  }
}
