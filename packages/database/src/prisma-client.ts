import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient, type Prisma } from './generated/prisma/client.js';

/**
 * Distinct query shapes whose compiled plans are kept (LRU). The service has a few hundred shapes
 * (a shape is a query with its parameter values taken out), so every hot request reuses a plan
 * instead of running Prisma's WebAssembly query compiler again (about 0.9 ms of CPU per query).
 */
const QUERY_PLAN_CACHE_SIZE = 2_000;

/** The one way to get a Prisma client: Prisma 7's query compiler over the `pg` driver adapter. */
export function createPrismaClient(
  databaseUrl: string,
  options: { poolSize?: number; log?: Prisma.LogDefinition[] } = {},
): PrismaClient {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: options.poolSize ?? 10 });
  return new PrismaClient({ adapter, queryPlanCacheMaxSize: QUERY_PLAN_CACHE_SIZE, log: options.log });
}
