import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@app/testing';
import { BOOTSTRAP, ProcessClient } from '../support/process-client.js';
import { spawnService, untilReady, type ServiceProcess } from '../support/service-process.js';

// The built service as real processes: two API processes on one database share one count per
// application, and the count outlives a restart; a malformed limit stops the start.

const LEARN = '/learn/api/public';
const dataDirs: string[] = [];
const running: ServiceProcess[] = [];
let db: TestDatabase;

function start(env: Record<string, string>): ServiceProcess {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rate-limit-test-'));
  fs.chmodSync(dataDir, 0o755);
  dataDirs.push(dataDir);
  const service = spawnService({ DATA_DIR: dataDir, ...env });
  running.push(service);
  return service;
}

async function stop(service: ServiceProcess): Promise<void> {
  if (service.child.exitCode === null && service.child.signalCode === null) {
    service.child.kill('SIGTERM');
    await service.exited;
  }
}

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  for (const service of running) await stop(service);
  await db.drop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('two API processes on one database, LEARN_RATE_LIMIT=5/1d', () => {
  const env = () => ({ ROLE: 'api', DATABASE_URL: db.url, LEARN_RATE_LIMIT: '5/1d', ...BOOTSTRAP });

  it('share one count per application, which a restart keeps', async () => {
    const first = start(env());
    const second = start(env());
    const urls = [await first.url, await second.url];
    for (const url of urls) await untilReady(url);
    let token = await new ProcessClient(urls[0]!).bearer();
    const version = (url: string) =>
      fetch(`${url}${LEARN}/v1/system/version`, { headers: { authorization: `Bearer ${token}` } });

    const remaining: Array<string | null> = [];
    for (let i = 0; i < 5; i++) {
      const res = await version(urls[i % 2]!);
      expect(res.status).toBe(200);
      remaining.push(res.headers.get('x-rate-limit-remaining'));
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    for (const url of urls) {
      const refused = await version(url);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ status: 429 });
    }

    await stop(first);
    const restarted = start(env());
    const url = await restarted.url;
    await untilReady(url);
    // The bootstrap saves the application again at start, which ends its tokens: a new one, same application.
    token = await new ProcessClient(url).bearer();
    expect((await version(url)).status).toBe(429);
  });
});

describe('a malformed limit', () => {
  it('stops the start, naming the variable and the expected form', async () => {
    const service = start({ DATABASE_URL: db.url, A11Y_RATE_LIMIT: '100 per minute' });
    expect((await service.exited).code).toBe(1);
    expect(service.stderr()).toBe(
      'Cannot start: Invalid configuration:\n  - A11Y_RATE_LIMIT="100 per minute" must be <requests>/<window> such as 40/1m or 10000/1h (window in s, m, h or d, at most 1d), or off\n',
    );
  });
});
