import { Prisma } from '@app/database';

/** The window a lookup's request is counted in, in the bucket `<bucketPrefix><bucket_key>`. */
export interface CountedWindow {
  bucketPrefix: string;
  start: Date;
  end: Date;
}

/**
 * `lookup` (a SELECT with a `bucket_key` column, such as the caller's id) with the request counted
 * for the row it finds, in the same statement: the columns of `lookup` and `request_count`, the
 * bucket's count in the window with this request (no row found: nothing counted). Where a request
 * looks its caller up anyway, its rate limit then costs no round trip of its own.
 */
export function countedLookup(lookup: Prisma.Sql, window: CountedWindow): Prisma.Sql {
  return Prisma.sql`WITH found AS (${lookup}),
    hit AS (
      INSERT INTO rate_limit_window AS w (bucket, window_start, expires_at, count)
      SELECT ${window.bucketPrefix}::text || found.bucket_key::text, ${window.start}::timestamptz, ${window.end}::timestamptz, 1
      FROM found
      ON CONFLICT (bucket, window_start) DO UPDATE SET count = w.count + 1
      RETURNING count
    )
    SELECT found.*, (SELECT count FROM hit) AS request_count FROM found`;
}
