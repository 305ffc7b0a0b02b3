#!/usr/bin/env node
// pnpm bench:prisma — the CPU one query costs through the Prisma client, with its query plan cache
// and without (queryPlanCacheMaxSize 0: every query compiled again, as Prisma 6 did), against the
// same SELECT through `pg`, on a scratch embedded PostgreSQL, one connection, one query at a time.
// It prints figures; it asserts nothing.   BENCH_QUERIES (default 2000).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EmbeddedPostgres } from '@app/embedded-postgres';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { applyMigrations, PrismaClient } from '../dist/index.js';

const QUERIES = Number(process.env.BENCH_QUERIES ?? 2000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-prisma-'));
fs.chmodSync(dataDir, 0o755);
const postgres = await EmbeddedPostgres.start({ dataDir });

/** Wall and CPU time per call of `query`, after a warm-up. */
async function cost(query) {
  for (let i = 0; i < 200; i++) await query(i);
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < QUERIES; i++) await query(i);
  const used = process.cpuUsage(cpu);
  return { wall: (performance.now() - started) / QUERIES, cpu: (used.user + used.system) / 1000 / QUERIES };
}

const line = (title, { wall, cpu }) =>
  console.log(`  ${title.padEnd(52)} ${cpu.toFixed(3)} ms CPU, ${wall.toFixed(3)} ms wall`);

try {
  await applyMigrations(postgres.url);
  const pool = new pg.Pool({ connectionString: postgres.url, max: 1 });
  await pool.query(`
    INSERT INTO course (id, uuid, external_id, course_id, name, modified) VALUES (1, 'u', 'e', 'c', 'n', now());
    INSERT INTO content (id, course_id, title, modified) VALUES (1, 1, 't', now());
    INSERT INTO adaptive_release_rule (id, content_id, title, modified) VALUES (1, 1, 'r', now());
    INSERT INTO criterion (rule_id, type, start_date, modified) VALUES (1, 'DateRange', now(), now()), (1, 'DateRange', now(), now());`);
  console.log(`Per query, ${QUERIES} queries one after another (Node ${process.version}):`);
  for (const size of [0, 2000]) {
    const prisma = new PrismaClient({
      adapter: new PrismaPg({ connectionString: postgres.url, max: 1 }),
      queryPlanCacheMaxSize: size,
    });
    const label = size === 0 ? 'no plan cache' : 'plan cache';
    line(
      `Prisma, ${label}: criteria of a rule (findMany)`,
      await cost((i) =>
        prisma.criterion.findMany({ where: { ruleId: 1 }, orderBy: [{ id: 'asc' }], take: 101 + (i % 3) }),
      ),
    );
    line(
      `Prisma, ${label}: rule with content and course (joins)`,
      await cost(() =>
        prisma.adaptiveReleaseRule.findFirst({
          where: { id: 1, content: { id: 1, course: { id: 1 } } },
          include: { content: { include: { course: true } } },
        }),
      ),
    );
    await prisma.$disconnect();
  }
  line(
    'pg: the same criteria SELECT',
    await cost((i) =>
      pool.query('SELECT * FROM criterion WHERE rule_id = $1 ORDER BY id LIMIT $2', [1, 101 + (i % 3)]),
    ),
  );
  await pool.end();
} finally {
  await postgres.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
