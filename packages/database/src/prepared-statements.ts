import { createHash } from 'node:crypto';

/**
 * Statements with more parameters than this stay unnamed: their count follows the data (a list
 * of ids, a batch of rows), so naming them would keep a new prepared statement on the connection
 * for every length seen.
 */
export const MAX_NAMED_STATEMENT_PARAMETERS = 16;

/** Only queries and data changes: BEGIN, COMMIT and SET need no plan. */
const PLANNED = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * The name a statement is prepared under on a connection, or undefined to send it unnamed.
 * A named statement is parsed and planned by PostgreSQL once per connection and then only bound
 * and executed: a criteria list's statement took 0.3 ms instead of 1.3 ms (one connection, one
 * query at a time), and under load POST criterion went from 306 to 446–489 requests/s
 * (`pnpm bench:learn`). The Rust engine of Prisma 6 did the same (its statement cache); Prisma
 * 7's `pg` adapter does it only when given a name (prisma-client.ts).
 * The name is the text's digest, so one text is one statement; the service's texts are a fixed
 * set (parameters are never written into them), and only those with few parameters are named.
 */
export function preparedStatementName(sql: string, parameterCount: number): string | undefined {
  if (parameterCount > MAX_NAMED_STATEMENT_PARAMETERS || !PLANNED.test(sql)) return undefined;
  return `s_${createHash('sha1').update(sql).digest('base64url')}`;
}
