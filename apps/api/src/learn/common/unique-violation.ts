import { ConflictException } from '@nestjs/common';

/**
 * The database columns of the unique constraint a Prisma write violated (P2002), or null for any
 * other error. Through the pg driver adapter Prisma reports them under `driverAdapterError`;
 * without an adapter, under `target`.
 */
export function violatedUniqueColumns(error: unknown): string[] | null {
  const { code, meta } = (error ?? {}) as { code?: unknown; meta?: Record<string, unknown> };
  if (code !== 'P2002') return null;
  const target = meta?.target;
  if (Array.isArray(target)) return target.map(String);
  const cause = (meta?.driverAdapterError as { cause?: { constraint?: { fields?: unknown } } } | undefined)?.cause;
  const fields = cause?.constraint?.fields;
  return Array.isArray(fields) ? fields.map(String) : [];
}

/**
 * A 409 naming the field a write collided on, when `error` is a unique violation of one of the
 * columns in `messages` (keyed by database column); otherwise `error` itself, to rethrow as is:
 * `catch (error) { throw conflictOn(error, { user_name: 'userName "x" is taken' }); }`.
 */
export function conflictOn(error: unknown, messages: Record<string, string>): unknown {
  const columns = violatedUniqueColumns(error);
  const column = columns?.find((name) => name in messages);
  return column ? new ConflictException(messages[column]) : error;
}
