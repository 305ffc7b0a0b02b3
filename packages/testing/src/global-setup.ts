import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EmbeddedPostgres } from '@app/embedded-postgres';
import { reapAbandonedTestDirs } from './reap-abandoned.js';

declare global {
  var __testPostgres: { server: EmbeddedPostgres; dir: string } | undefined;
}

/**
 * One PostgreSQL server for the whole Jest run: DATABASE_URL's server when set, otherwise a fresh
 * embedded one in a scratch directory. Each test file then makes its own database on it.
 */
export default async function globalSetup() {
  await reapAbandonedTestDirs();
  if (process.env.DATABASE_URL) {
    process.env.TEST_POSTGRES_URL = process.env.DATABASE_URL;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-postgres-'));
    fs.chmodSync(dir, 0o755); // reachable by the `postgres` user when tests run as root
    const server = await EmbeddedPostgres.start({ dataDir: dir });
    globalThis.__testPostgres = { server, dir };
    process.env.TEST_POSTGRES_URL = server.url;
  }
  // Code under test must never fall back to the developer's own database.
  delete process.env.DATABASE_URL;
}
