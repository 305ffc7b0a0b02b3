#!/usr/bin/env node
// pnpm bench:learn-lists — GET /v3/courses filtered over 10,000 courses.
// Starts the built service (dist/main.js) on a scratch embedded database, bulk-inserts the courses
// (10,000 POSTs would measure course creation, not the list), then prints for each filter the
// plan PostgreSQL picks for the query the list runs (EXPLAIN ANALYZE) and the time of the whole
// HTTP request, one request at a time. It prints figures; it asserts nothing.
//   BENCH_COURSES (default 10000), BENCH_REQUESTS per filter (default 200).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createPrismaClient } from '@app/database';
import { EmbeddedPostgres } from '@app/embedded-postgres';
import { start } from './bench-support.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
const LEARN = '/learn/api/public';
const COURSES = Number(process.env.BENCH_COURSES ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

/** Each filter with the SQL its Prisma query amounts to (same WHERE, ORDER BY and LIMIT). */
const FILTERS = [
  { query: '', sql: 'SELECT * FROM course ORDER BY id LIMIT 101' },
  {
    query: 'dataSourceId=_17_1',
    sql: `SELECT * FROM course WHERE data_source_id = '_17_1' ORDER BY id LIMIT 101`,
  },
  {
    query: 'termId=_3_1&sort=name(desc)',
    sql: `SELECT * FROM course WHERE term_id = '_3_1' ORDER BY name DESC, id LIMIT 101`,
  },
  {
    query: 'availability.available=Disabled',
    sql: `SELECT * FROM course WHERE available = 'Disabled' ORDER BY id LIMIT 101`,
  },
  {
    query: 'externalId=SIS-004242&fields=id',
    sql: `SELECT * FROM course WHERE external_id ILIKE '%SIS-004242%' ORDER BY id LIMIT 101`,
  },
  {
    query: 'name=biology&created=2026-01-01T00:00:00Z&createdCompare=lessThan',
    sql: `SELECT * FROM course WHERE name ILIKE '%biology%' AND created < '2026-01-01T00:00:00Z' ORDER BY id LIMIT 101`,
  },
];

const SUBJECTS = ['Biology', 'Chemistry', 'History', 'Mathematics', 'Physics', 'Literature', 'Music', 'Art'];

function courseRow(n) {
  const code = String(n).padStart(6, '0');
  return {
    uuid: randomUUID().replaceAll('-', ''),
    courseId: `C${code}`,
    externalId: `SIS-${code}`,
    name: `${SUBJECTS[n % SUBJECTS.length]} ${code}`,
    description: `Course number ${n}`,
    // 200 data sources and 100 terms: each names about 0.5% and 1% of the courses.
    dataSourceId: `_${n % 200}_1`,
    termId: `_${n % 100}_1`,
    available: n % 100 === 0 ? 'Disabled' : n % 25 === 0 ? 'No' : 'Yes',
    organization: n % 20 === 0,
    created: new Date(Date.UTC(2025, 0, 1) + n * 3_600_000),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.ceil((values.length * p) / 100) - 1];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-course-filter-'));
fs.chmodSync(dataDir, 0o755);
const service = await start(path.join(here, '../dist/main.js'), {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  LEARN_BOOTSTRAP_APP_KEY: 'bench',
  LEARN_BOOTSTRAP_APP_SECRET: 'bench-secret-0123456789',
  // Its load passes any default quota; what the limits cost is bench:rate-limits' measure.
  LEARN_RATE_LIMIT: 'off',
});
const prisma = createPrismaClient(EmbeddedPostgres.runningUrl(dataDir));
try {
  for (let n = 0; n < COURSES; n += 1000) {
    await prisma.course.createMany({
      data: Array.from({ length: Math.min(1000, COURSES - n) }, (_, i) => courseRow(n + i)),
    });
  }
  await prisma.$executeRawUnsafe('ANALYZE course');

  const tokenRes = await fetch(`${service.url}${LEARN}/v1/oauth2/token?grant_type=client_credentials`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from('bench:bench-secret-0123456789').toString('base64')}` },
  });
  const headers = { authorization: `Bearer ${(await tokenRes.json()).access_token}` };

  console.log(`GET /v3/courses over ${COURSES} courses, ${REQUESTS} sequential requests per filter\n`);
  for (const { query, sql } of FILTERS) {
    const url = `${service.url}${LEARN}/v3/courses${query ? `?${query}` : ''}`;
    const times = [];
    let count = 0;
    for (let i = 0; i < REQUESTS + 20; i++) {
      const started = performance.now();
      const res = await fetch(url, { headers });
      const body = await res.json();
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
      if (i >= 20) times.push(performance.now() - started); // the first 20 warm up
      count = body.results.length;
    }
    const plan = await prisma.$queryRawUnsafe(`EXPLAIN ANALYZE ${sql}`);
    console.log(`?${query || '(no filter)'}  → ${count} results on the first page`);
    console.log(`  HTTP: median ${median(times).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`);
    for (const row of plan) console.log(`  | ${row['QUERY PLAN']}`);
    console.log();
  }
} finally {
  await prisma.$disconnect();
  service.child.kill('SIGTERM');
  await new Promise((resolve) => service.child.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
