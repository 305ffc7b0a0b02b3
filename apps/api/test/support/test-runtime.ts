import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@app/config';
import { createTestDatabase, type TestDatabase } from '@app/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../src/app/create-app.js';
import { createLogger } from '../../src/runtime/logger.js';
import { startRuntime, type Runtime } from '../../src/runtime/runtime.js';

export interface TestApp {
  app: NestExpressApplication;
  runtime: Runtime;
  db: TestDatabase;
  close(): Promise<void>;
}

/** The real Nest app on the real runtime, over a fresh database of the test server. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  // AUTH_FAILURE_LIMIT off unless a test sets it: many tests send dozens of refused credentials
  // from one address (127.0.0.1) on purpose, which the limit would answer with 429s. Its own tests
  // (rate-limits.spec.ts) set it.
  const config = loadConfig({
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AUTH_FAILURE_LIMIT: 'off',
    ...env,
  });
  const runtime = await startRuntime(config, createLogger(config));
  const app = await createApp(runtime);
  return {
    app,
    runtime,
    db,
    async close() {
      await app.close();
      await runtime.stop();
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
