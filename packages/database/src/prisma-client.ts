import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient, type Prisma } from './generated/prisma/client.js';
import { preparedStatementName } from './prepared-statements.js';

/**
 * Distinct query shapes whose compiled plans are kept (LRU). The service has a few hundred shapes
 * (a shape is a query with its parameter values taken out), so every hot request reuses a plan
 * instead of running Prisma's WebAssembly query compiler again (about 0.9 ms of CPU per query).
 */
const QUERY_PLAN_CACHE_SIZE = 2_000;

/**
 * How long a query waits for a new connection. pg's default is forever: with the server gone
 * silent (a dead host, a full network), every request would hang instead of failing over to a
 * 503 that a client can retry.
 */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * The one way to get a Prisma client: Prisma 7's query compiler over the `pg` driver adapter.
 * `errorFormat: 'minimal'`: the other formats capture a stack trace (`new Error`) on every call to
 * point an error at the caller's line, which cost about 7% of Prisma's CPU on a hot write path;
 * the service logs its own errors and never shows Prisma's to a client. Statements are prepared
 * once per connection (prepared-statements.ts) unless `preparedStatements` is false: a pooler in
 * transaction mode may hand each transaction another server connection, where they do not exist.
 */
export function createPrismaClient(
  databaseUrl: string,
  options: { poolSize?: number; log?: Prisma.LogDefinition[]; preparedStatements?: boolean } = {},
): PrismaClient {
  const adapter = new PrismaPg(
    { connectionString: databaseUrl, max: options.poolSize ?? 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
    // The adapter's type wants a string; undefined sends the statement unnamed, as without the option.
    options.preparedStatements === false
      ? undefined
      : { statementNameGenerator: ({ sql, args }) => preparedStatementName(sql, args.length) as string },
  );
  return new PrismaClient({
    adapter,
    queryPlanCacheMaxSize: QUERY_PLAN_CACHE_SIZE,
    errorFormat: 'minimal',
    log: options.log,
  });
}
