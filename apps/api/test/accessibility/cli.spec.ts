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

describe('pnpm cli: a secret is never printed back', () => {
  const SECRET = 'a-secret-nobody-may-read-0123';
  it.each([
    ['a misplaced secret', ['learn:app:save', SECRET, '--key', 'k']],
    ['a secret after a name without value', ['learn:app:save', '--key', 'k', '--entitlements', '*', '--secret']],
    ['a secret as an option name', ['a11y:client:save', '--client-id', '7', SECRET, 'x']],
    ['a short secret', ['a11y:client:save', '--client-id', '7', '--secret', 'short-secret']],
    ['a bad client id beside a secret', ['a11y:client:save', '--client-id', 'x', '--secret', SECRET]],
  ])('%s', async (_what, args) => {
    const run = await runCli(args, env);
    expect(run.code).not.toBe(0);
    expect(run.stdout + run.stderr).not.toContain(SECRET);
    expect(run.stdout + run.stderr).not.toContain('short-secret');
  });

  it('saves without echoing the secret', async () => {
    const run = await runCli(['learn:app:save', '--key', 'k', '--secret', SECRET, '--entitlements', '*'], env);
    expect(run).toMatchObject({ code: 0, stdout: 'Created Learn application k\n' });
    expect(run.stderr).not.toContain(SECRET);
  });
});

describe('pnpm cli a11y:content:retry', () => {
  const hash = 'ab'.repeat(32);
  const record = async () =>
    (await query(db.url, `SELECT status, error, attempts FROM a11y_content WHERE hash = '${hash}'`))[0];

  it('analyses a failed file again: resets its record and queues its job, then refuses while it is pending', async () => {
    await runCli(['a11y:client:save', '--client-id', '5', '--secret', 'a-secret-of-client-5'], env);
    await query(
      db.url,
      `INSERT INTO a11y_content (client_id, hash, status, error, mime_type, file_type, size, attempts, modified)
       VALUES (5, '${hash}', 'failed', 'Processing did not finish after 12 attempts', 'application/pdf', 'pdf', 10, 13, now())`,
    );
    expect(await runCli(['a11y:content:retry', '--client-id', '5', '--hash', hash], env)).toMatchObject({
      code: 0,
      stdout: `Queued content ${hash} of client 5 for analysis again (status pending)\n`,
    });
    expect(await record()).toEqual({ status: 'pending', error: null, attempts: 0 });
    const jobs = await query(
      db.url,
      `SELECT state FROM pgboss.job j JOIN a11y_content c ON (j.data->>'contentId')::int = c.id WHERE c.hash = '${hash}'`,
    );
    expect(jobs).toEqual([{ state: 'created' }]);

    expect(await runCli(['a11y:content:retry', '--client-id', '5', '--hash', hash], env)).toMatchObject({
      code: 1,
      stderr: `Content ${hash} is pending (its analysis is queued): only a failed analysis can be retried\n`,
    });
  });

  it('says so for an unknown file, a malformed hash or client id, or a missing option', async () => {
    const unknown = 'cd'.repeat(32);
    for (const [args, stderr] of [
      [['--client-id', '5', '--hash', unknown], `No content ${unknown} for client 5\n`],
      [
        ['--client-id', '5', '--hash', 'AB'.repeat(32)],
        '--hash must be 64 lowercase hexadecimal characters (SHA-256)\n',
      ],
      [['--client-id', 'five', '--hash', unknown], '--client-id must be a whole number up to 2147483647\n'],
      [['--client-id', '5'], 'Missing --hash\n'],
    ] as const) {
      expect(await runCli(['a11y:content:retry', ...args], env)).toMatchObject({ code: 1, stderr });
    }
  });
});

describe('pnpm cli a11y:content:remediation', () => {
  const hash = 'ef'.repeat(32);
  const image = '12'.repeat(32);
  const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

  it('starts the corrected copy of an analysed file, as GET …/remediation does, then says it is being made', async () => {
    await runCli(['a11y:client:save', '--client-id', '6', '--secret', 'a-secret-of-client-6'], env);
    await query(
      db.url,
      `INSERT INTO a11y_content (client_id, hash, status, mime_type, file_type, size, file_name, modified)
       VALUES (6, '${hash}', 'success', '${DOCX}', 'document', 10, 'syllabus.docx', now()),
              (6, '${image}', 'success', 'image/png', 'image', 10, 'photo.png', now())`,
    );
    const args = ['a11y:content:remediation', '--client-id', '6', '--hash', hash];
    expect(await runCli(args, env)).toMatchObject({
      code: 0,
      stdout: `The corrected copy of content ${hash} of client 6 is pending: run again to see it\n`,
    });
    const jobs = await query(
      db.url,
      `SELECT j.state FROM pgboss.job j JOIN a11y_content_remediation r ON (j.data->>'remediationId')::int = r.id
        JOIN a11y_content c ON c.id = r.content_id WHERE c.hash = '${hash}' AND j.name = 'a11y-remediation'`,
    );
    expect(jobs).toEqual([{ state: 'created' }]);
    expect(await runCli(args, env)).toMatchObject({ code: 0 }); // the same job: no second one
    expect(await query(db.url, `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'a11y-remediation'`)).toEqual([
      { n: 1 },
    ]);
  });

  it('says why a file cannot be remediated, or is unknown', async () => {
    const res = await runCli(['a11y:content:remediation', '--client-id', '6', '--hash', image], env);
    expect(res).toMatchObject({ code: 1 });
    expect(res.stderr).toMatch(new RegExp(`^Content ${image} cannot be remediated \\(unsupportedType\\): `));
    const unknown = '34'.repeat(32);
    expect(await runCli(['a11y:content:remediation', '--client-id', '6', '--hash', unknown], env)).toMatchObject({
      code: 1,
      stderr: `No content ${unknown} for client 6\n`,
    });
  });
});
