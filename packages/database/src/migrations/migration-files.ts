import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface MigrationFile {
  /** The folder name, e.g. `20261123070000_foundation`; applied in this order. */
  name: string;
  sql: string;
  /** SHA-256 of the SQL, as Prisma records it in `_prisma_migrations.checksum`. */
  checksum: string;
}

/** `prisma/migrations` at the repository root (also the layout inside the Docker image). */
export const DEFAULT_MIGRATIONS_DIR = fileURLToPath(new URL('../../../../prisma/migrations', import.meta.url));

export function readMigrationFiles(dir: string = DEFAULT_MIGRATIONS_DIR): MigrationFile[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: crypto.createHash('sha256').update(sql).digest('hex') };
    });
}
