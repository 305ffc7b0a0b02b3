import crypto from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** The run's server (from global-setup), for tests that need the server itself. */
export function testServerUrl(): string {
  const url = process.env.TEST_POSTGRES_URL;
  if (!url) throw new Error('No test PostgreSQL: use jestConfig({ postgres: true }) in jest.config.js');
  return url;
}

/** A new, empty database on the run's server; `drop()` removes it, connections and all. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = testServerUrl();
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  await query(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => query(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => {}),
  };
}

/** One statement on its own connection: for tests that look at the database directly. */
export async function query<T extends pg.QueryResultRow = pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}
