#!/usr/bin/env node
// pnpm bench:learn-explain — the query plans of the hot Learn endpoints on a large course.
// Seeds a scratch embedded database in SQL (a course of 10,000 contents in 100 folders, 5,000
// enrolled users, 50 gradebook columns with every user's grade, 1,000 rules of a GradeRange and a
// DateRange criterion, groups, reviewed marks), then runs each endpoint's data access — the
// application's own services and repositories from dist/, on a Prisma client that logs its SQL —
// and prints, for every statement Prisma sent, its round trip number and EXPLAIN (ANALYZE, BUFFERS).
// It prints plans and figures; it asserts nothing.
//   BENCH_CONTENTS (default 10000), BENCH_USERS (default 5000).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyMigrations, createPrismaClient } from '@app/database';
import { EmbeddedPostgres } from '@app/embedded-postgres';
import pg from 'pg';
import { CriteriaRepository } from '../dist/learn/adaptive-release/criteria/criteria.repository.js';
import { CriteriaService } from '../dist/learn/adaptive-release/criteria/criteria.service.js';
import { AuditTrail } from '../dist/learn/adaptive-release/history/audit-trail.js';
import { HistoryRepository } from '../dist/learn/adaptive-release/history/history.repository.js';
import { RulesRepository } from '../dist/learn/adaptive-release/rules/rules.repository.js';
import { RuleScopes } from '../dist/learn/adaptive-release/scope/rule-scope.js';
import { ScopeRepository } from '../dist/learn/adaptive-release/scope/scope.repository.js';
import { AvailabilityFactsLoader } from '../dist/learn/availability/availability-facts.loader.js';
import { AvailabilityRepository } from '../dist/learn/availability/availability.repository.js';
import { AvailabilityService } from '../dist/learn/availability/availability.service.js';
import { LearnIdsRepository } from '../dist/learn/common/learn-ids.repository.js';
import { PathIds } from '../dist/learn/common/path-ids.service.js';

const CONTENTS = Number(process.env.BENCH_CONTENTS ?? 10_000);
const USERS = Number(process.env.BENCH_USERS ?? 5_000);
const FOLDERS = 100;
const COLUMNS = 50;

const SEED = `
INSERT INTO course (id, uuid, external_id, course_id, name, modified) VALUES (1, 'c-uuid', 'c-ext', 'big-course', 'Big course', now());
INSERT INTO content (id, course_id, parent_id, is_root, title, position, modified) VALUES (1, 1, NULL, true, 'ROOT', 0, now());
-- ${FOLDERS} folders under the root, the other contents spread over them
INSERT INTO content (id, course_id, parent_id, title, position, modified)
  SELECT 1 + i, 1, 1, 'Folder ' || i, i, now() FROM generate_series(1, ${FOLDERS}) i;
INSERT INTO content (id, course_id, parent_id, title, position, content_handler_id, modified)
  SELECT 1 + ${FOLDERS} + i, 1, 2 + (i % ${FOLDERS}), 'Item ' || i, i, 'resource/x-bb-document', now()
  FROM generate_series(1, ${CONTENTS - FOLDERS}) i;
INSERT INTO learn_user (id, uuid, external_id, user_name, modified)
  SELECT i, 'u-uuid-' || i, 'u-ext-' || i, 'user' || i, now() FROM generate_series(1, ${USERS}) i;
INSERT INTO course_membership (course_id, user_id, course_role_id, modified)
  SELECT 1, i, 'Student', now() FROM generate_series(1, ${USERS}) i;
INSERT INTO gradebook_column (id, course_id, content_id, name, score_possible, modified)
  SELECT i, 1, 1 + ${FOLDERS} + i, 'Quiz ' || i, 100, now() FROM generate_series(1, ${COLUMNS}) i;
INSERT INTO grade (column_id, user_id, score, modified)
  SELECT c, u, (u * 7 + c * 13) % 101, now() FROM generate_series(1, ${COLUMNS}) c, generate_series(1, ${USERS}) u;
INSERT INTO adaptive_release_rule (id, content_id, title, modified)
  SELECT i, 1 + ${FOLDERS} + i * 10, 'Gate ' || i, now() FROM generate_series(1, ${Math.floor((CONTENTS - FOLDERS) / 10)}) i;
INSERT INTO criterion (rule_id, type, grade_column_id, min_score, max_score, modified)
  SELECT id, 'GradeRange', 1 + id % ${COLUMNS}, 50, 100, now() FROM adaptive_release_rule;
INSERT INTO criterion (rule_id, type, start_date, modified)
  SELECT id, 'DateRange', '2020-01-01', now() FROM adaptive_release_rule;
INSERT INTO course_group (id, uuid, course_id, external_id, name, modified)
  SELECT i, 'g-uuid-' || i, 1, 'g-ext-' || i, 'Group ' || i, now() FROM generate_series(1, 50) i;
INSERT INTO group_member (group_id, user_id) SELECT 1 + u % 50, u FROM generate_series(1, ${USERS}) u;
INSERT INTO review_status (content_id, user_id, reviewed)
  SELECT 1 + ${FOLDERS} + c, u, true FROM generate_series(1, 100) c, generate_series(1, ${USERS}) u;
SELECT setval(pg_get_serial_sequence('content', 'id'), (SELECT max(id) FROM content));
SELECT setval(pg_get_serial_sequence('criterion', 'id'), (SELECT max(id) FROM criterion));
ANALYZE;
`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'learn-explain-'));
fs.chmodSync(dataDir, 0o755);
const postgres = await EmbeddedPostgres.start({ dataDir });
const pool = new pg.Pool({ connectionString: postgres.url, max: 2 });
const prisma = createPrismaClient(postgres.url, { poolSize: 2, log: [{ emit: 'event', level: 'query' }] });
let captured = [];
prisma.$on('query', (event) => captured.push({ query: event.query, params: JSON.parse(event.params) }));

try {
  await applyMigrations(postgres.url);
  const seeded = performance.now();
  await pool.query(SEED);
  console.log(
    `Seeded ${CONTENTS} contents, ${USERS} users, ${COLUMNS * USERS} grades in ${((performance.now() - seeded) / 1000).toFixed(1)} s\n`,
  );

  // Wired as the Nest modules wire them: services over readers over repositories.
  const ids = new PathIds(new LearnIdsRepository(prisma));
  const criteria = new CriteriaRepository(prisma);
  const scopes = new RuleScopes(ids, new ScopeRepository(prisma), new RulesRepository(prisma), criteria);
  const criteriaService = new CriteriaService(scopes, criteria, new AuditTrail(new HistoryRepository(prisma)));
  const availability = new AvailabilityService(ids, new AvailabilityFactsLoader(new AvailabilityRepository(prisma)));
  const { rows } = await pool.query(
    `SELECT r.id AS rule, r.content_id AS content, c.id AS criterion FROM adaptive_release_rule r
     JOIN criterion c ON c.rule_id = r.id AND c.type = 'DateRange' ORDER BY r.id DESC LIMIT 1`,
  );
  const { rule, content, criterion } = rows[0];
  const rulePath = { courseId: '_1_1', contentId: `_${content}_1`, ruleId: `_${rule}_1` };
  const principal = { applicationId: 1, key: 'explain', entitlements: new Set(['*']) };
  const listQuery = { orderBy: [{ id: 'asc' }], window: { skip: 0, take: 101, limit: 100 } };
  const courseList = {
    orderBy: [],
    window: { skip: 0, take: 1001, limit: 1000 },
    instant: () => new Date('2026-06-01T00:00:00Z'),
    page: (items, present) => ({ results: items.map(present) }),
  };
  const user = `_${USERS}_1`;

  const endpoints = [
    ['GET criteria (list)', () => criteriaService.list(rulePath, listQuery)],
    [
      'POST criterion (DateRange)',
      () => criteriaService.create(rulePath, { type: 'DateRange', startDate: '2026-01-01T00:00:00Z' }, principal),
    ],
    [
      'PATCH criterion',
      () =>
        criteriaService.update(
          { ...rulePath, criterionId: `_${criterion}_1` },
          { endDate: '2030-01-01T00:00:00Z' },
          principal,
        ),
    ],
    [
      'GET availability (one content)',
      () =>
        availability.forContent(
          { courseId: '_1_1', contentId: rulePath.contentId, userId: user },
          new Date('2026-06-01T00:00:00Z'),
        ),
    ],
    [
      `GET availability (course, ${CONTENTS} contents)`,
      () => availability.forCourse({ courseId: '_1_1', userId: user }, courseList),
    ],
  ];

  for (const [title, call] of endpoints) {
    await call(); // warm: plans cached, pages in memory
    captured = [];
    const started = performance.now();
    await call();
    const ms = performance.now() - started;
    const statements = captured.filter(({ query }) => !/^(BEGIN|COMMIT|ROLLBACK)/.test(query));
    console.log(`=== ${title}: ${statements.length} statements, ${ms.toFixed(1)} ms in all ===\n`);
    for (const [i, { query, params }] of statements.entries()) {
      console.log(`-- ${i + 1}. ${query.replace(/\s+/g, ' ').slice(0, 400)}`);
      const client = await pool.connect();
      try {
        // Writes are explained inside a transaction that is rolled back.
        await client.query('BEGIN');
        const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${query}`, params);
        await client.query('ROLLBACK');
        console.log(plan.rows.map((row) => `   ${row['QUERY PLAN']}`).join('\n'), '\n');
      } catch (error) {
        await client.query('ROLLBACK');
        console.log(`   (not explained: ${error.message})\n`);
      } finally {
        client.release();
      }
    }
  }
} finally {
  await prisma.$disconnect();
  await pool.end();
  await postgres.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
