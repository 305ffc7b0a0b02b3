import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/prisma/client.js';

/** The one way to get a Prisma client: the JS query compiler over the `pg` driver adapter. */
export function createPrismaClient(databaseUrl: string, options: { poolSize?: number } = {}): PrismaClient {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: options.poolSize ?? 10 });
  return new PrismaClient({ adapter });
}
