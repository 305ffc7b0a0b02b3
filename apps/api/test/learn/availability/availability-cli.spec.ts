import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LearnFixtures } from '../../support/learn-fixtures.js';
import { runCli } from '../../support/service-process.js';
import { startTestApp, type TestApp } from '../../support/test-runtime.js';

/** `pnpm cli availability`: the availability endpoints' answers as text, from the same service. */
let t: TestApp;
let fx: LearnFixtures;
let env: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  fx = new LearnFixtures(t.runtime.prisma);
  env = { DATABASE_URL: t.db.url, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'availability-cli-')) };
});

afterAll(async () => {
  await t.close();
  fs.rmSync(env.DATA_DIR!, { recursive: true, force: true });
});

async function gatedCourse() {
  const course = await fx.course();
  const open = await fx.content(course, { title: 'Welcome' });
  const gated = await fx.content(course, { title: 'Unit 2' });
  const user = await fx.user();
  await fx.enrol(course, user);
  const rule = await t.runtime.prisma.adaptiveReleaseRule.create({
    data: {
      contentId: gated.id,
      title: 'Unit 2 gate',
      criteria: { create: { type: 'DateRange', startDate: new Date('2030-01-01T00:00:00Z') } },
    },
    include: { criteria: true },
  });
  return { course, open, gated, user, rule };
}

describe('pnpm cli availability', () => {
  it('prints every content of the course with whether it is available and why', async () => {
    const { course, open, gated, user } = await gatedCourse();
    const result = await runCli(['availability', '--course', course.apiId, '--user', user.apiId], env);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe(
      [
        `${open.apiId}\tWelcome\tAvailable: no release rule applies`,
        `${gated.apiId}\tUnit 2\tNot available: 1 of 1 criteria of rule "Unit 2 gate" not met`,
        '  - DateRange: Not yet: available from 2030-01-01T00:00:00.000Z',
        '',
      ].join('\n'),
    );
  });

  it('answers for one content at a given time, with the reason met', async () => {
    const { course, gated, user } = await gatedCourse();
    const args = ['--course', course.apiId, '--user', user.apiId, '--content', gated.apiId];
    const result = await runCli(['availability', ...args, '--at', '2030-06-01T00:00:00Z'], env);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe(
      [
        `${gated.apiId}\tUnit 2\tAvailable: all 1 criteria of rule "Unit 2 gate" are met`,
        '  + DateRange: Within the window from 2030-01-01T00:00:00.000Z',
        '',
      ].join('\n'),
    );
  });

  it('refuses an unknown user, a malformed time and missing options, saying why', async () => {
    const { course } = await gatedCourse();
    expect(await runCli(['availability', '--course', course.apiId, '--user', '_999999_1'], env)).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/_999999_1/),
    });
    expect(
      await runCli(['availability', '--course', course.apiId, '--user', '_1_1', '--at', 'tomorrow'], env),
    ).toMatchObject({ code: 1, stderr: '--at must be an ISO 8601 date-time, such as 2026-12-01T09:00:00Z\n' });
    expect(await runCli(['availability', '--course', course.apiId], env)).toMatchObject({
      code: 1,
      stderr: 'Missing --user\n',
    });
  });
});
