import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@app/testing';
import {
  applyMigrations,
  createPrismaClient,
  MAX_NAMED_STATEMENT_PARAMETERS,
  type PrismaClient,
} from '../src/index.js';

let db: TestDatabase;
let prisma: PrismaClient;

beforeAll(async () => {
  db = await createTestDatabase();
  await applyMigrations(db.url);
  prisma = createPrismaClient(db.url);
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.drop();
});

describe('createPrismaClient', () => {
  it('reads and writes the migrated schema', async () => {
    const created = await prisma.smokeCheck.create({ data: {} });
    expect(created.workedAt).toBeNull();
    const found = await prisma.smokeCheck.findUniqueOrThrow({ where: { id: created.id } });
    expect(found.requestedAt).toEqual(created.requestedAt);
  });

  // @prisma/adapter-pg 7.10 maps `name` itself (6.19 needed a pnpm patch, still applied to the
  // Prisma 6 adapter that only `pnpm db:migration:new` uses). It still refuses `"char"` columns:
  // no query of the service reads one; a raw query casts it to text.
  it('reads columns of PostgreSQL `name` type, and `"char"` cast to text', async () => {
    const rows = await prisma.$queryRaw<{ db: string; kind: string }[]>`
      SELECT current_database() AS db, relkind::text AS kind FROM pg_class WHERE relname = 'smoke_check'`;
    expect(rows).toEqual([{ db: db.name, kind: 'r' }]);
  });

  it('prepares each query text once per connection, and leaves statements with many parameters unnamed', async () => {
    const single = createPrismaClient(db.url, { poolSize: 1 }); // one connection: its session is the one asked
    try {
      // Split, so that this probe (itself prepared) does not name the table it looks for.
      const prepared = () =>
        single.$queryRaw<{ name: string; statement: string }[]>`
          SELECT name, statement FROM pg_prepared_statements WHERE strpos(statement, 'smoke' || '_check') > 0`;
      const ids = (count: number) => Array.from({ length: count }, (_, i) => `worker-${i}`);
      await single.smokeCheck.findMany({ where: { workerId: { in: ids(2) } } });
      await single.smokeCheck.findMany({ where: { workerId: { in: ids(2) } } });
      const few = await prepared();
      expect(few).toHaveLength(1);
      expect(few[0]!.name).toMatch(/^s_[\w-]{27}$/);
      await single.smokeCheck.findMany({ where: { workerId: { in: ids(MAX_NAMED_STATEMENT_PARAMETERS + 1) } } });
      expect(await prepared()).toEqual(few);
    } finally {
      await single.$disconnect();
    }
  });

  it('prepares nothing when told not to (behind a pooler in transaction mode)', async () => {
    const unprepared = createPrismaClient(db.url, { poolSize: 1, preparedStatements: false });
    try {
      await unprepared.smokeCheck.findMany({ where: { workerId: 'worker-0' } });
      const count = await unprepared.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_prepared_statements`;
      expect(count).toEqual([{ n: 0 }]);
    } finally {
      await unprepared.$disconnect();
    }
  });
});
