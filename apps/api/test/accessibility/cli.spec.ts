import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, query, type TestDatabase } from '@app/testing';
import { runCli } from '../support/service-process.js';

let db: TestDatabase;
let env: Record<string, string>;

beforeAll(async () => {
  db = await createTestDatabase();
  env = { DATABASE_URL: db.url, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'a11y-cli-')) };
});

afterAll(async () => {
  await db.drop();
  fs.rmSync(env.DATA_DIR!, { recursive: true, force: true });
});

describe('pnpm cli a11y:client:*', () => {
  it('creates, updates, lists (without secrets) and deletes a client', async () => {
    const created = await runCli(['a11y:client:save', '--client-id', '42', '--secret', 'first-secret-0123456789'], env);
    expect(created).toMatchObject({ code: 0, stdout: 'Created accessibility client 42\n' });
    const updated = await runCli(
      ['a11y:client:save', '--client-id', '42', '--secret', 'second-secret-0123456789'],
      env,
    );
    expect(updated).toMatchObject({ code: 0, stdout: 'Updated accessibility client 42\n' });
    expect(await query(db.url, 'SELECT client_id, secret FROM a11y_client')).toEqual([
      { client_id: 42, secret: 'second-secret-0123456789' },
    ]);

    const listed = await runCli(['a11y:client:list'], env);
    expect(listed.stdout).toMatch(/^42\tcreated \d{4}-\d\d-\d\dT[\d:.]+Z\n$/);
    expect(listed.stdout).not.toContain('secret');

    expect(await runCli(['a11y:client:delete', '--client-id', '42'], env)).toMatchObject({
      code: 0,
      stdout: 'Deleted accessibility client 42\n',
    });
    expect(await runCli(['a11y:client:delete', '--client-id', '42'], env)).toMatchObject({
      code: 1,
      stderr: 'No accessibility client 42\n',
    });
  });

  it('refuses a short secret, saying why', async () => {
    expect(await runCli(['a11y:client:save', '--client-id', '7', '--secret', 'short'], env)).toMatchObject({
      code: 1,
      stderr: 'secret must be 16 to 256 characters long\n',
    });
  });
});
