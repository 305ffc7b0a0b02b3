import { Prisma, type PrismaClient } from '@app/database';
import type { WindowCounts, WindowKey } from '@app/rate-limit';

/**
 * The counts of every API process, in the rate_limit_window table (UNLOGGED: no WAL per request).
 * One statement per call: the hits are one INSERT … ON CONFLICT DO UPDATE … RETURNING, the reads
 * a SELECT by primary key in the same statement.
 */
export class PrismaWindowCounts implements WindowCounts {
  constructor(private readonly prisma: PrismaClient) {}

  async count(hits: readonly WindowKey[], reads: readonly WindowKey[]): Promise<ReadonlyMap<string, number>> {
    const rows = await this.prisma.$queryRaw<{ bucket: string; count: number }[]>(statement(hits, reads));
    return new Map(rows.map((row) => [row.bucket, row.count]));
  }

  /** Rows of windows that have ended (any process may run it; it is idempotent). */
  async deleteEnded(now: Date): Promise<number> {
    return this.prisma.$executeRaw`DELETE FROM rate_limit_window WHERE expires_at <= ${now}::timestamptz`;
  }
}

function statement(hits: readonly WindowKey[], reads: readonly WindowKey[]): Prisma.Sql {
  const upsert =
    hits.length === 0
      ? null
      : Prisma.sql`INSERT INTO rate_limit_window AS w (bucket, window_start, expires_at, count)
          VALUES ${Prisma.join(hits.map((hit) => Prisma.sql`(${hit.bucket}, ${hit.start}::timestamptz, ${hit.end}::timestamptz, 1)`))}
          ON CONFLICT (bucket, window_start) DO UPDATE SET count = w.count + 1
          RETURNING bucket, count`;
  const select =
    reads.length === 0
      ? null
      : Prisma.sql`SELECT bucket, count FROM rate_limit_window
          WHERE (bucket, window_start) IN (${Prisma.join(reads.map((read) => Prisma.sql`(${read.bucket}, ${read.start}::timestamptz)`))})`;
  if (upsert && select) return Prisma.sql`WITH hit AS (${upsert}) SELECT bucket, count FROM hit UNION ALL ${select}`;
  return (upsert ?? select)!;
}
