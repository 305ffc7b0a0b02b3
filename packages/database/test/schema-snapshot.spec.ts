import fs from 'node:fs';
import { describe, expect, it } from '@jest/globals';

// new-migration.mjs keeps the schema as of the last migration; if they differ, a schema change
// was committed without its migration.
describe('prisma/schema.prisma', () => {
  it('has a migration for every change (run `pnpm db:migration:new <name>` if this fails)', () => {
    const read = (path: string) => fs.readFileSync(new URL(`../../../prisma/${path}`, import.meta.url), 'utf8');
    expect(read('schema.prisma')).toBe(read('migrations/schema-snapshot.prisma'));
  });
});
