import { Prisma } from '@app/database';

type JsonWrite = Prisma.InputJsonValue | typeof Prisma.DbNull | undefined;

/**
 * A Learn sub-object stored as a JSON column (a user's name, contact...), written the way Learn
 * patches it: omitted keeps it, null clears it, an object changes the keys it sends (a null key
 * removes that key) and keeps the others.
 */
export function mergedJson(stored: Prisma.JsonValue | null, sent: object | null | undefined): JsonWrite {
  if (sent === undefined) return undefined;
  if (sent === null) return Prisma.DbNull;
  const merged = { ...jsonObject(stored), ...sent };
  const kept = Object.entries(merged).filter(([, value]) => value !== null && value !== undefined);
  return Object.fromEntries(kept) as Prisma.InputJsonObject;
}

/** A JSON column as the object it holds, or undefined (omitted from responses) when it holds none. */
export function jsonObject(value: Prisma.JsonValue | null): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
}
