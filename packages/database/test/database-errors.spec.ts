import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, query, type TestDatabase } from '@app/testing';
import { applyMigrations, createPrismaClient, databaseFailure, type PrismaClient } from '../src/index.js';

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

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('databaseFailure: errors as the service meets them', () => {
  it('a server that cannot be reached, through a model query and a raw one: unavailable', async () => {
    const url = new URL(db.url);
    url.port = String(await closedPort());
    const unreachable = createPrismaClient(url.toString());
    try {
      const modelError = await unreachable.smokeCheck.findFirst().catch((error: unknown) => error);
      const rawError = await unreachable.$queryRaw`SELECT 1`.catch((error: unknown) => error);
      expect(databaseFailure(modelError)).toBe('unavailable');
      expect(databaseFailure(rawError)).toBe('unavailable');
    } finally {
      await unreachable.$disconnect();
    }
  });

  it('a connection ended by the server mid-query (admin shutdown, 57P01): unavailable', async () => {
    const sleeping = prisma.$queryRaw`SELECT pg_sleep(30) AS slept`.catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await query(
      db.url,
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE '%pg_sleep(30)%' AND pid <> pg_backend_pid()`,
    );
    const error = await sleeping;
    expect(error).toBeInstanceOf(Error);
    expect(databaseFailure(error)).toBe('unavailable');
    // The pool replaced the ended connection: the next query works.
    await expect(prisma.$queryRaw`SELECT 1 AS one`).resolves.toEqual([{ one: 1 }]);
  });

  it("the server's disk full (SQLSTATE 53100): disk-full", async () => {
    const error = await prisma
      .$executeRawUnsafe(`DO $$ BEGIN RAISE EXCEPTION 'out of room' USING ERRCODE = 'disk_full'; END $$`)
      .catch((error: unknown) => error);
    expect(databaseFailure(error)).toBe('disk-full');
  });

  it("the request's own faults and a local file's ENOSPC are not the database's", async () => {
    const divisionByZero = await prisma.$executeRawUnsafe(`SELECT 1/0`).catch((error: unknown) => error);
    expect(divisionByZero).toBeInstanceOf(Error);
    expect(databaseFailure(divisionByZero)).toBeUndefined();
    let noSpace: unknown;
    try {
      fs.writeFileSync('/dev/full', 'x'); // always ENOSPC
    } catch (error) {
      noSpace = error;
    }
    expect(noSpace).toMatchObject({ code: 'ENOSPC' });
    expect(databaseFailure(noSpace)).toBeUndefined();
    expect(databaseFailure(new Error('Internal server error'))).toBeUndefined();
    expect(databaseFailure(undefined)).toBeUndefined();
  });
});
