import crypto from 'node:crypto';
import pg from 'pg';
import { readMigrationFiles, type MigrationFile } from './migration-files.js';

/** Prisma's own advisory-lock key: our runner and `prisma migrate` exclude each other. */
const MIGRATION_LOCK_KEY = 72707369;

const CREATE_HISTORY_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id"                  VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum"            VARCHAR(64) NOT NULL,
  "finished_at"         TIMESTAMPTZ,
  "migration_name"      VARCHAR(255) NOT NULL,
  "logs"                TEXT,
  "rolled_back_at"      TIMESTAMPTZ,
  "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export interface MigrationReport {
  applied: string[];
  alreadyApplied: number;
  /** Applied migrations whose file has changed since (reported, not re-run: like Prisma). */
  changedSinceApplied: string[];
}

export class MigrationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

/**
 * `prisma migrate deploy` semantics without the CLI: apply every committed migration not yet
 * recorded in `_prisma_migrations`, in name order, each in its own transaction, under an advisory
 * lock so that processes starting together apply each migration exactly once.
 */
export async function applyMigrations(
  databaseUrl: string,
  migrations: MigrationFile[] = readMigrationFiles(),
): Promise<MigrationReport> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await applyPending(client, migrations);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

async function applyPending(client: pg.Client, migrations: MigrationFile[]): Promise<MigrationReport> {
  await client.query(CREATE_HISTORY_TABLE);
  const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
    'SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL',
  );
  const failed = rows.find((row) => row.finished_at === null);
  if (failed) {
    throw new MigrationError(
      `Migration ${failed.migration_name} failed earlier and is marked unfinished in _prisma_migrations; resolve it (prisma migrate resolve) before starting`,
    );
  }
  const done = new Map(rows.map((row) => [row.migration_name, row.checksum]));
  const report: MigrationReport = { applied: [], alreadyApplied: 0, changedSinceApplied: [] };
  for (const migration of migrations) {
    const checksum = done.get(migration.name);
    if (checksum !== undefined) {
      report.alreadyApplied++;
      if (checksum !== migration.checksum) report.changedSinceApplied.push(migration.name);
      continue;
    }
    await applyOne(client, migration);
    report.applied.push(migration.name);
  }
  return report;
}

async function applyOne(client: pg.Client, migration: MigrationFile) {
  try {
    await client.query('BEGIN');
    await client.query(migration.sql);
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), now(), 1)`,
      [crypto.randomUUID(), migration.checksum, migration.name],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw new MigrationError(`Migration ${migration.name} failed and was rolled back: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
