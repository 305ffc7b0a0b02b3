import { ConflictException } from '@nestjs/common';

interface UniqueViolation {
  /** The columns, when the driver names them (Prisma 6's pg adapter, or no adapter). */
  columns: string[];
  /** The violated index or constraint, when the driver names it (Prisma 7's pg adapter). */
  constraint?: string;
  table?: string;
}

/** What a Prisma write that violated a unique constraint (P2002) says about it; null for any other error. */
function uniqueViolation(error: unknown): UniqueViolation | null {
  const { code, meta } = (error ?? {}) as { code?: unknown; meta?: Record<string, unknown> };
  if (code !== 'P2002') return null;
  if (Array.isArray(meta?.target)) return { columns: meta.target.map(String) };
  const cause = (
    meta?.driverAdapterError as
      { cause?: { constraint?: { fields?: unknown; index?: unknown }; table?: unknown } } | undefined
  )?.cause;
  const fields = cause?.constraint?.fields;
  const index = cause?.constraint?.index;
  return {
    columns: Array.isArray(fields) ? fields.map(String) : [],
    constraint: typeof index === 'string' ? index : undefined,
    table: typeof cause?.table === 'string' ? cause.table : undefined,
  };
}

/**
 * Whether a unique violation concerns `key`: a column it names, the violated constraint's own
 * name, or a column in that name. Prisma 7's pg adapter reports the constraint's name only, and
 * the migrations keep Prisma's names, `<table>_<column>_<column>_key`.
 */
function concerns(violation: UniqueViolation, key: string): boolean {
  if (violation.columns.includes(key) || violation.constraint === key) return true;
  const { constraint, table } = violation;
  if (!constraint || !table || !constraint.startsWith(`${table}_`) || !constraint.endsWith('_key')) return false;
  return `_${constraint.slice(table.length + 1, -'_key'.length)}_`.includes(`_${key}_`);
}

/**
 * Whether `error` is a unique violation (P2002) of a Prisma write: the constraint named by its
 * columns or its own name (e.g. `["course_id", "user_id"]` or `["course_membership_pkey"]`), or
 * null for any other error.
 */
export function violatedUniqueColumns(error: unknown): string[] | null {
  const violation = uniqueViolation(error);
  if (!violation) return null;
  return violation.columns.length > 0 ? violation.columns : violation.constraint ? [violation.constraint] : [];
}

/**
 * A 409 naming the field a write collided on, when `error` is a unique violation concerning one of
 * the keys of `messages` (a database column, or a constraint's name such as `group_member_pkey`);
 * otherwise `error` itself, to rethrow as is:
 * `catch (error) { throw conflictOn(error, { user_name: 'userName "x" is taken' }); }`.
 */
export function conflictOn(error: unknown, messages: Record<string, string>): unknown {
  const violation = uniqueViolation(error);
  const key = violation && Object.keys(messages).find((name) => concerns(violation, name));
  return key ? new ConflictException(messages[key]) : error;
}
