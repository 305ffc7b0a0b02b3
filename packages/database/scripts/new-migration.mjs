#!/usr/bin/env node
// Creates prisma/migrations/<timestamp>_<name>/migration.sql from the change of
// prisma/schema.prisma since the last migration, without a database of yours:
//   pnpm db:migration:new add_rules
// The schema as of the last migration is kept in prisma/migrations/schema-snapshot.prisma.
// The diff is Prisma 6's (the `prisma6` alias, configured by prisma6.config.mjs): Prisma 7's needs a
// native schema engine that cannot be fetched here. Prisma 6's wasm schema engine needs a live
// connection even to diff two schema files, so the script starts a throwaway embedded PostgreSQL
// for the few seconds the diff takes.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { EmbeddedPostgres } from '@app/embedded-postgres';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const prismaDir = path.join(packageDir, '../../prisma');
const schema = path.join(prismaDir, 'schema.prisma');
const migrationsDir = path.join(prismaDir, 'migrations');
const snapshot = path.join(migrationsDir, 'schema-snapshot.prisma');

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: pnpm db:migration:new <name>   (lower-case letters, digits and _)');
  process.exit(2);
}

/**
 * A copy of a Prisma 7 schema that Prisma 6 reads offline: its datasource gets back the `url` and
 * its generator the `engineType = "client"` that Prisma 7 no longer takes (without either, Prisma
 * 6 tries to download a native query engine).
 */
function forPrisma6(file, dir) {
  const text = fs.readFileSync(file, 'utf8');
  const add = (source, block, line) => {
    const changed = source.replace(new RegExp(`${block}\\s+\\w+\\s*\\{`), (open) => `${open}\n  ${line}`);
    if (changed === source) throw new Error(`${file} has no ${block} block`);
    return changed;
  };
  const copy = path.join(dir, path.basename(file));
  fs.writeFileSync(
    copy,
    add(add(text, 'datasource', 'url = env("DATABASE_URL")'), 'generator', 'engineType = "client"'),
  );
  return copy;
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'new-migration-'));
fs.chmodSync(scratch, 0o755);
const schemas = fs.mkdtempSync(path.join(os.tmpdir(), 'new-migration-schemas-'));
const postgres = await EmbeddedPostgres.start({ dataDir: scratch });
let sql;
try {
  const from = fs.existsSync(snapshot) ? ['--from-schema-datamodel', forPrisma6(snapshot, schemas)] : ['--from-empty'];
  // Both packages name their binary `prisma`: the alias is run by its entry point.
  const target = forPrisma6(schema, schemas);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      path.join(packageDir, 'node_modules/prisma6/build/index.js'),
      'migrate',
      'diff',
      '--config',
      path.join(packageDir, 'prisma6.config.mjs'),
      ...from,
      '--to-schema-datamodel',
      target,
      '--script',
    ],
    { cwd: packageDir, env: { ...process.env, DATABASE_URL: postgres.url, PRISMA6_SCHEMA: target } },
  );
  sql = stdout;
} finally {
  await postgres.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.rmSync(schemas, { recursive: true, force: true });
}

if (!sql.trim() || /^-- This is an empty migration\.\s*$/.test(sql.trim())) {
  console.log('No schema change since the last migration; nothing written.');
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const dir = path.join(migrationsDir, `${stamp}_${name}`);
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'migration.sql'), sql);
fs.writeFileSync(path.join(migrationsDir, 'migration_lock.toml'), 'provider = "postgresql"\n');
fs.copyFileSync(schema, snapshot);
console.log(
  `Wrote ${path.relative(process.cwd(), path.join(dir, 'migration.sql'))}; review it and commit it with the schema.`,
);
