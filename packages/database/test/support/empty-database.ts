import { afterEach, beforeEach } from '@jest/globals';
import { createTestDatabase, query, type TestDatabase } from '@app/testing';
import type pg from 'pg';

/** A new, empty database for each test of the file (migrations start from nothing), dropped after it. */
export function emptyDatabasePerTest() {
  let db: TestDatabase;
  beforeEach(async () => {
    db = await createTestDatabase();
  });
  afterEach(async () => {
    await db.drop();
  });
  return {
    get url() {
      return db.url;
    },
    query: <T extends pg.QueryResultRow>(sql: string) => query<T>(db.url, sql),
  };
}
