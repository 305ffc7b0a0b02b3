#!/usr/bin/env node
// pnpm bench:learn — the Learn API under load on loopback. Each endpoint is measured twice in the
// same run and the same process: through the application's Prisma data path, and through its
// raw-SQL twin (the same controllers and services over hand-written SQL on `pg`, bench/raw-sql/),
// the floor a data path can reach; the ratio is Prisma's throughput over the twin's. A bare NestJS
// endpoint (no I/O) is measured too. Starts the built application (bench/raw-sql/learn-raw-server.mjs
// over dist/) on a scratch embedded database, seeds it through the API, drives it with autocannon.
//   BENCH_SECONDS (default 8), BENCH_CONNECTIONS (default 10), LOG_LEVEL (default info).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONNECTIONS, load as run, SECONDS, start } from './bench-support.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
const LEARN = '/learn/api/public';
const RAW = `${LEARN}/raw`;

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
  path.join(here, 'raw-sql/learn-raw-server.mjs'),
  {
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    LEARN_BOOTSTRAP_APP_KEY: 'bench',
    LEARN_BOOTSTRAP_APP_SECRET: 'bench-secret-0123456789',
    // Its load passes any default quota; what the limits cost is bench:rate-limits' measure.
    LEARN_RATE_LIMIT: 'off',
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

  /** The endpoint through Prisma, then through its raw-SQL twin (same path after `/raw`). */
  // The two paths alternate in ROUNDS short runs each (after a warm-up of each: V8's optimisation,
  // Prisma's plan cache), so that a change of the machine's load during the run weighs on both.
  const ROUNDS = 4;
  const combine = (results) => {
    const mid = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    return {
      requests: { average: results.reduce((sum, r) => sum + r.requests.average, 0) / results.length },
      latency: { p50: mid(results.map((r) => r.latency.p50)), p99: mid(results.map((r) => r.latency.p99)) },
      errors: results.reduce((sum, r) => sum + r.errors, 0),
      non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    };
  };
  const pair = async (title, options) => {
    const urls = { prisma: base + LEARN + options.path, raw: base + RAW + options.path };
    for (const url of Object.values(urls)) await run({ ...options, url, duration: 2 });
    const rounds = { prisma: [], raw: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [path, url] of Object.entries(urls)) {
        rounds[path].push(await run({ ...options, url, duration: Math.max(1, SECONDS / ROUNDS) }));
      }
    }
    return { title, prisma: combine(rounds.prisma), raw: combine(rounds.raw) };
  };
  const bareRun = await run({ url: `${bare.url}/bare/ping` });
  const runs = [];
  runs.push(await pair('GET criteria (list)', { path: criteriaPath.slice(LEARN.length), headers }));
  const scratchCriteria = `/v1/courses/${scratch.id}/contents/${createContent.id}/adaptiveRelease/rules/${createRule.id}/criteria`;
  runs.push(
    await pair('POST criterion (create)', {
      path: scratchCriteria,
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
    await pair('PATCH criterion', {
      path: `${criteriaPath.slice(LEARN.length)}/${dateCriterion.id}`,
      method: 'PATCH',
      headers,
      body: JSON.stringify({ endDate: '2030-01-01T00:00:00.000Z' }),
    }),
  );
  runs.push(
    await pair('GET availability (one content)', {
      path: `/v1/courses/${course.id}/contents/${target.id}/users/${student.id}/availability`,
      headers,
    }),
  );
  runs.push(
    await pair('GET availability (course, 1,000 contents)', {
      path: `/v1/courses/${course.id}/users/${student.id}/availability?limit=1000`,
      headers,
    }),
  );

  // The twin must answer what the application answers (else the floor would measure less work).
  for (const url of [
    `/v1/courses/${course.id}/contents/${target.id}/users/${student.id}/availability?at=2026-06-01T00:00:00.000Z`,
    `/v1/courses/${course.id}/users/${student.id}/availability?limit=1000&at=2026-06-01T00:00:00.000Z`,
    criteriaPath.slice(LEARN.length),
  ]) {
    const [viaPrisma, viaRaw] = await Promise.all([api('GET', url), api('GET', `/raw${url}`)]);
    if (JSON.stringify(viaPrisma) !== JSON.stringify(viaRaw))
      throw new Error(`raw-SQL twin answers differently: ${url}`);
  }

  // One user over 1,000 contents, evaluated whole, one request at a time (both data paths).
  const wholeCourse = async (prefix) => {
    const times = [];
    for (let i = 0; i < 31; i++) {
      const started = performance.now();
      const page = await api('GET', `${prefix}/v1/courses/${course.id}/users/${student.id}/availability?limit=1000`);
      times.push(performance.now() - started);
      if (page.results.length !== 1000) throw new Error(`expected 1000 contents, got ${page.results.length}`);
    }
    return times.sort((x, y) => x - y);
  };
  const wholeViaPrisma = await wholeCourse('');
  const wholeViaRaw = await wholeCourse('/raw');

  const errors = runs.reduce(
    (sum, { prisma, raw }) => sum + prisma.errors + prisma.non2xx + raw.errors + raw.non2xx,
    bareRun.errors + bareRun.non2xx,
  );
  console.log(
    `\nLearn API benchmark: ${CONNECTIONS} connections, ${SECONDS} s per path and endpoint (4 alternating runs; p50/p99: their medians), load ${os.loadavg()[0].toFixed(1)}, LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info'}, ${os.cpus().length} CPUs, Node ${process.version}\n`,
  );
  const columns = ['req/s', 'p50 ms', 'p99 ms'];
  console.log(
    'endpoint'.padEnd(42),
    ...columns.map((c) => `Prisma ${c}`.padStart(14)),
    ...columns.map((c) => `raw ${c}`.padStart(11)),
    'ratio'.padStart(6),
    'failed'.padStart(7),
  );
  const figures = (result, width) => [
    result.requests.average.toFixed(0).padStart(width),
    String(result.latency.p50).padStart(width),
    String(result.latency.p99).padStart(width),
  ];
  for (const { title, prisma, raw } of runs) {
    console.log(
      title.padEnd(42),
      ...figures(prisma, 14),
      ...figures(raw, 11),
      (prisma.requests.average / raw.requests.average).toFixed(2).padStart(6),
      `${prisma.errors + prisma.non2xx}/${raw.errors + raw.non2xx}`.padStart(7),
    );
  }
  console.log('bare NestJS GET, no I/O'.padEnd(42), ...figures(bareRun, 14));
  const ms = (times) => `median ${times[15].toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms`;
  console.log(
    `\nOne user over 1,000 contents, one request at a time: Prisma ${ms(wholeViaPrisma)}; raw SQL ${ms(wholeViaRaw)}`,
  );
  console.log(`Non-2xx or failed requests during the runs: ${errors}`);
} finally {
  service.child.kill('SIGTERM');
  bare.child.kill('SIGTERM');
  await new Promise((resolve) => service.child.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
