import type { PrismaClient } from '@app/database';

export interface A11yClientSummary {
  clientId: number;
  created: Date;
  modified: Date;
}

/** Client ids are whole numbers from 1 to this (the int4 column's maximum). */
export const MAX_CLIENT_ID = 2_147_483_647;

/**
 * The clients of the accessibility API: a numeric id and the secret their tokens are signed with
 * (HS256, so the secret itself is kept). Used by the token check, the CLI and the bootstrap client.
 */
export class A11yClients {
  constructor(private readonly prisma: PrismaClient) {}

  /** Creates the client, or replaces its secret (tokens signed with the old one stop working). */
  async save(input: { clientId: number; secret: string }): Promise<{ created: boolean }> {
    if (!Number.isInteger(input.clientId) || input.clientId < 1 || input.clientId > MAX_CLIENT_ID) {
      throw new RangeError(`client id must be a whole number from 1 to ${MAX_CLIENT_ID}`);
    }
    if (input.secret.length < 16 || input.secret.length > 256) {
      throw new RangeError('secret must be 16 to 256 characters long');
    }
    const { clientId, secret } = input;
    for (let attempt = 0; ; attempt++) {
      try {
        const { count } = await this.prisma.a11yClient.updateMany({ where: { clientId }, data: { secret } });
        if (count > 0) return { created: false };
        await this.prisma.a11yClient.create({ data: { clientId, secret } });
        return { created: true };
      } catch (error) {
        // Two processes bootstrapping the same client at once: the loser updates instead.
        if (attempt === 0 && (error as { code?: string }).code === 'P2002') continue;
        throw error;
      }
    }
  }

  /** What a token of the client is checked against: its secret, and when it was created. */
  signerOf(clientId: number): Promise<{ secret: string; created: Date } | null> {
    return this.prisma.a11yClient.findUnique({ where: { clientId }, select: { secret: true, created: true } });
  }

  async list(): Promise<A11yClientSummary[]> {
    return this.prisma.a11yClient.findMany({
      select: { clientId: true, created: true, modified: true },
      orderBy: { clientId: 'asc' },
    });
  }

  /** Deletes the client and any content records left (deleteClient removes them first, with their blobs). */
  async remove(clientId: number): Promise<boolean> {
    const { count } = await this.prisma.a11yClient.deleteMany({ where: { clientId } });
    return count > 0;
  }
}
