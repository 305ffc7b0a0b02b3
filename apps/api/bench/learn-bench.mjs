#!/usr/bin/env node
// pnpm bench:learn — the Learn API under load on loopback, next to a bare NestJS endpoint
// measured in the same run. Starts the built service (dist/main.js) on a scratch embedded
// database, seeds it through the API, then drives each endpoint with autocannon.
//   BENCH_SECONDS (default 8), BENCH_CONNECTIONS (default 10), LOG_LEVEL (default info).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONNECTIONS, load as run, SECONDS, start } from './bench-support.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
const LEARN = '/learn/api/public';

/** A labelled load run, for the table. */
const load = async (title, options) => ({ title, result: await run(options) });

async function json(base, token, method, url, body) {
  const res = await fetch(base + LEARN + url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-learn-'));
fs.chmodSync(dataDir, 0o755);
const service = await start(
  path.join(here, '../dist/main.js'),
  {
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    LEARN_BOOTSTRAP_APP_KEY: 'bench',
    LEARN_BOOTSTRAP_APP_SECRET: 'bench-secret-0123456789',
  },
  '/health',
);
const bare = await start(path.join(here, 'bare-nest.mjs'), {}, '/bare/ping');
try {
  const base = service.url;
  const tokenRes = await fetch(`${base}${LEARN}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('bench:bench-secret-0123456789').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const token = (await tokenRes.json()).access_token;
  const api = (method, url, body) => json(base, token, method, url, body);

  // Seed: one course, 1,000 contents, a graded quiz, a student, rules on every tenth content.
  const course = await api('POST', '/v3/courses', { courseId: `bench-${Date.now()}`, name: 'Benchmark course' });
  const quizContent = await api('POST', `/v1/courses/${course.id}/contents`, {
    title: 'Quiz',
    contentHandler: { id: 'resource/x-bb-asmt-test-link' },
  });
  const column = await api('POST', `/v2/courses/${course.id}/gradebook/columns`, {
    name: 'Quiz',
    contentId: quizContent.id,
    score: { possible: 100 },
    availability: { available: 'Yes' },
    grading: { type: 'Manual' },
  });
  const student = await api('POST', '/v1/users', {
    userName: `bench-student-${Date.now()}`,
    name: { given: 'Bench', family: 'Student' },
  });
  await api('PUT', `/v1/courses/${course.id}/users/${student.id}`, { courseRoleId: 'Student' });
  await api('PATCH', `/v2/courses/${course.id}/gradebook/columns/${column.id}/users/${student.id}`, { score: 72 });
  const contents = [];
  for (let i = 0; i < 999; i++) {
    contents.push(await api('POST', `/v1/courses/${course.id}/contents`, { title: `Item ${i}` }));
  }
  for (const content of contents.filter((_, i) => i % 10 === 0)) {
    const rule = await api('POST', `/v1/courses/${course.id}/contents/${content.id}/adaptiveRelease/rules`, {
      title: 'Gate',
    });
    await api('POST', `/v1/courses/${course.id}/contents/${content.id}/adaptiveRelease/rules/${rule.id}/criteria`, {
      type: 'GradeRange',
      gradeColumnId: column.id,
      minScore: 50,
    });
    await api('POST', `/v1/courses/${course.id}/contents/${content.id}/adaptiveRelease/rules/${rule.id}/criteria`, {
      type: 'DateRange',
      startDate: '2020-01-01T00:00:00.000Z',
    });
  }
  const target = contents[0];
  const rulePath = `/v1/courses/${course.id}/contents/${target.id}/adaptiveRelease/rules`;
  const rule = (await api('GET', rulePath)).results[0];
  const criteriaPath = `${LEARN}${rulePath}/${rule.id}/criteria`;
  const dateCriterion = (await api('GET', `${rulePath}/${rule.id}/criteria`)).results.find(
    (c) => c.type === 'DateRange',
  );
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  // Creates go to a course of their own, so the thousands of criteria they add do not weigh on
  // the rule and the course measured by the other runs.
  const scratch = await api('POST', '/v3/courses', { courseId: `bench-scratch-${Date.now()}`, name: 'Scratch' });
  const createContent = await api('POST', `/v1/courses/${scratch.id}/contents`, { title: 'Create target' });
  const createRule = await api('POST', `/v1/courses/${scratch.id}/contents/${createContent.id}/adaptiveRelease/rules`, {
    title: 'Creates',
  });

  const runs = [];
  runs.push(await load('bare NestJS GET (baseline)', { url: `${bare.url}/bare/ping` }));
  runs.push(await load('GET criteria (list)', { url: base + criteriaPath, headers }));
  runs.push(
    await load('POST criterion (create)', {
      url: `${base}${LEARN}/v1/courses/${scratch.id}/contents/${createContent.id}/adaptiveRelease/rules/${createRule.id}/criteria`,
      method: 'POST',
      headers,
      body: JSON.stringify({
        type: 'DateRange',
        startDate: '2026-01-01T00:00:00.000Z',
        endDate: '2027-01-01T00:00:00.000Z',
      }),
    }),
  );
  runs.push(
    await load('PATCH criterion', {
      url: `${base}${criteriaPath}/${dateCriterion.id}`,
      method: 'PATCH',
      headers,
      body: JSON.stringify({ endDate: '2030-01-01T00:00:00.000Z' }),
    }),
  );
  runs.push(
    await load('GET availability (one content)', {
      url: `${base}${LEARN}/v1/courses/${course.id}/contents/${target.id}/users/${student.id}/availability`,
      headers,
    }),
  );
  runs.push(
    await load('GET availability (course, 1,000 contents)', {
      url: `${base}${LEARN}/v1/courses/${course.id}/users/${student.id}/availability?limit=1000`,
      headers,
    }),
  );

  // One user over 1,000 contents, evaluated whole: the course read with limit covering all of it.
  const wholeCourse = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    let next = `/v1/courses/${course.id}/users/${student.id}/availability?limit=1000`;
    let count = 0;
    while (next) {
      const page = await api('GET', next);
      count += page.results.length;
      next = page.paging?.nextPage?.slice(LEARN.length);
    }
    wholeCourse.push(performance.now() - started);
    if (count !== 1000) throw new Error(`expected 1000 contents, got ${count}`);
  }
  wholeCourse.sort((a, b) => a - b);

  const baseline = runs[0].result.requests.average;
  const errors = runs.reduce((sum, { result }) => sum + result.errors + result.non2xx, 0);
  console.log(
    `\nLearn API benchmark: ${CONNECTIONS} connections, ${SECONDS} s per endpoint, LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info'}, ${os.cpus().length} CPUs, Node ${process.version}\n`,
  );
  console.log(
    'endpoint'.padEnd(44),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'ratio'.padStart(7),
  );
  for (const { title, result } of runs) {
    console.log(
      title.padEnd(44),
      result.requests.average.toFixed(0).padStart(8),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      (result.requests.average / baseline).toFixed(2).padStart(7),
    );
  }
  console.log(
    `\nWhole-course availability (1,000 contents, one page, sequential): median ${wholeCourse[15].toFixed(1)} ms, max ${wholeCourse.at(-1).toFixed(1)} ms`,
  );
  console.log(`Non-2xx or failed requests during the runs: ${errors}`);
} finally {
  service.child.kill('SIGTERM');
  bare.child.kill('SIGTERM');
  await new Promise((resolve) => service.child.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
