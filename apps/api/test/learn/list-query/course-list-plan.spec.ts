import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../../support/test-runtime.js';

/**
 * The exact-match filters of GET /v3/courses run on their indexes (the list_filters migration):
 * over 10,000 courses PostgreSQL's plan for each uses it. The SQL is what the Prisma query of the
 * list amounts to (same WHERE, ORDER BY and LIMIT). `bench/course-filter-bench.mjs` times them.
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  const rows = Array.from({ length: 10_000 }, (_, n) => ({
    uuid: randomUUID().replaceAll('-', ''),
    courseId: `C${n}`,
    externalId: `SIS-${n}`,
    name: `Course ${n}`,
    dataSourceId: `_${n % 200}_1`,
    termId: `_${n % 100}_1`,
    available: n % 100 === 0 ? 'Disabled' : 'Yes',
  }));
  await t.runtime.prisma.course.createMany({ data: rows });
  await t.runtime.prisma.$executeRawUnsafe('ANALYZE course');
});

afterAll(async () => {
  await t.close();
});

it.each([
  ['dataSourceId', `data_source_id = '_17_1'`, 'course_data_source_id_idx'],
  ['termId', `term_id = '_3_1'`, 'course_term_id_idx'],
  ['availability.available', `available = 'Disabled'`, 'course_available_idx'],
])('?%s= uses its index', async (_param, condition, index) => {
  const plan = await t.runtime.prisma.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(
    `EXPLAIN SELECT * FROM course WHERE ${condition} ORDER BY id LIMIT 101 OFFSET 0`,
  );
  expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain(index);
});
