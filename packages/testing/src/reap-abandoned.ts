import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EmbeddedPostgres } from '@app/embedded-postgres';

/** Scratch directories the test suites create in the temporary directory. */
export const TEST_DIR_PREFIXES = ['test-postgres-', 'embedded-postgres-test-', 'service-test-', 'api-test-'];
const ABANDONED_AFTER_MS = 10 * 60_000;

/**
 * A test run killed midway (Ctrl-C, a CI timeout) cannot run its teardown, and its PostgreSQL,
 * in its own process group, lives on. The next run stops such servers and removes their
 * directories: only directories untouched for 10 minutes whose owner is no longer alive.
 */
export async function reapAbandonedTestDirs(): Promise<void> {
  const tmp = os.tmpdir();
  for (const name of fs.readdirSync(tmp)) {
    if (!TEST_DIR_PREFIXES.some((prefix) => name.startsWith(prefix))) continue;
    const dir = path.join(tmp, name);
    try {
      if (Date.now() - fs.statSync(dir).mtimeMs < ABANDONED_AFTER_MS || EmbeddedPostgres.isInUse(dir)) continue;
      if (fs.existsSync(path.join(dir, 'postgres', 'PG_VERSION'))) {
        // Taking over the stale lock stops the orphaned server; then stop ours.
        await (await EmbeddedPostgres.start({ dataDir: dir })).stop();
      }
      fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // Someone else's directory or one being reaped by a parallel run: leave it.
    }
  }
}
