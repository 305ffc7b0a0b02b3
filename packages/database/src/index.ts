export {
  openDatabase,
  assertReachable,
  describeUrl,
  type Database,
  type OpenDatabaseOptions,
} from './open-database.js';
export { applyMigrations, MigrationError, type MigrationReport } from './migrations/apply-migrations.js';
export { readMigrationFiles, DEFAULT_MIGRATIONS_DIR, type MigrationFile } from './migrations/migration-files.js';
export { createPrismaClient } from './prisma-client.js';
export { preparedStatementName, MAX_NAMED_STATEMENT_PARAMETERS } from './prepared-statements.js';
export { DatabaseStartError } from './errors.js';
export * from './generated/prisma/client.js';
export { databaseFailure, type DatabaseFailure } from './database-errors.js';
export type { EmbeddedPostgresEvent, EmbeddedPostgresStatus } from '@app/embedded-postgres';
