import { describe, expect, it } from '@jest/globals';
import { applyMigrations, MigrationError, readMigrationFiles, type MigrationFile } from '../src/index.js';
import { emptyDatabasePerTest } from './support/empty-database.js';

const db = emptyDatabasePerTest();
const query = db.query;

const migration = (name: string, sql: string): MigrationFile => ({
  name,
  sql,
  checksum: `checksum-of-${sql}`.slice(0, 64),
});

describe('applyMigrations', () => {
  it('applies every committed migration once and records it as Prisma does', async () => {
    const files = readMigrationFiles();
    expect(files.length).toBeGreaterThan(0);

    const first = await applyMigrations(db.url);
    expect(first.applied).toEqual(files.map((f) => f.name));

    const second = await applyMigrations(db.url);
    expect(second).toEqual({ applied: [], alreadyApplied: files.length, changedSinceApplied: [] });

    const rows = await query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      'SELECT migration_name, checksum, finished_at FROM _prisma_migrations ORDER BY migration_name',
    );
    expect(rows.map((r) => [r.migration_name, r.checksum])).toEqual(files.map((f) => [f.name, f.checksum]));
    expect(rows.every((r) => r.finished_at instanceof Date)).toBe(true);
  });

  it('applies each migration exactly once when processes start together', async () => {
    const results = await Promise.all([applyMigrations(db.url), applyMigrations(db.url), applyMigrations(db.url)]);
    const files = readMigrationFiles();
    expect(results.flatMap((r) => r.applied).sort()).toEqual(files.map((f) => f.name).sort());
    const [{ count }] = await query<{ count: string }>('SELECT count(*) FROM _prisma_migrations');
    expect(Number(count)).toBe(files.length);
  });

  it('rolls a failing migration back whole, records nothing, and names it', async () => {
    const good = migration('001_good', 'CREATE TABLE good (id int)');
    const bad = migration('002_bad', 'CREATE TABLE half (id int); INSERT INTO missing_table VALUES (1)');
    const failure = applyMigrations(db.url, [good, bad]);
    await expect(failure).rejects.toBeInstanceOf(MigrationError);
    await expect(failure).rejects.toThrow(
      'Migration 002_bad failed and was rolled back: relation "missing_table" does not exist',
    );
    const tables = await query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(tables.map((t) => t.table_name)).toEqual(['_prisma_migrations', 'good']);
    const names = await query<{ migration_name: string }>('SELECT migration_name FROM _prisma_migrations');
    expect(names).toEqual([{ migration_name: '001_good' }]);
  });

  it('reports, without re-running, an applied migration whose file changed', async () => {
    await applyMigrations(db.url, [migration('001_a', 'CREATE TABLE a (id int)')]);
    const report = await applyMigrations(db.url, [
      { ...migration('001_a', 'CREATE TABLE a (id int)'), checksum: 'edited' },
    ]);
    expect(report).toEqual({ applied: [], alreadyApplied: 1, changedSinceApplied: ['001_a'] });
  });

  it('refuses to start over a migration left unfinished by a crash', async () => {
    await applyMigrations(db.url, []);
    await query("INSERT INTO _prisma_migrations (id, checksum, migration_name) VALUES ('x', 'y', '001_crashed')");
    await expect(applyMigrations(db.url, [])).rejects.toThrow(/Migration 001_crashed failed earlier/);
  });
});
