import { expect, it } from '@jest/globals';
import { applyMigrations, readMigrationFiles } from '../src/index.js';
import { emptyDatabasePerTest } from './support/empty-database.js';

/**
 * Migration criterion_type_text turns the criterion type from the enum "CriterionType" into text:
 * a database with criteria migrates with every type kept, and the one-Memberships-per-rule index
 * still holds.
 */
const db = emptyDatabasePerTest();
const query = db.query;

/** The enum's values when the migration was written (history: later types are not among them). */
const TYPES = [
  'GradeRange',
  'GradePercentage',
  'DateRange',
  'Memberships',
  'ContentComplete',
  'GradeCompleted',
  'ContentReviewed',
];

it('keeps the type of every stored criterion, the Memberships index, and drops the enum', async () => {
  const files = readMigrationFiles();
  const at = files.findIndex((file) => file.name.endsWith('_criterion_type_text'));
  expect(at).toBeGreaterThan(0);
  await applyMigrations(db.url, files.slice(0, at));

  await query(
    `INSERT INTO course (id, uuid, external_id, course_id, name, modified) VALUES (1, 'u', 'e', 'c', 'C', now())`,
  );
  await query(`INSERT INTO content (id, course_id, title, modified) VALUES (1, 1, 'Unit', now())`);
  await query(`INSERT INTO adaptive_release_rule (id, content_id, title, modified) VALUES (1, 1, 'Gate', now())`);
  await query(
    `INSERT INTO criterion (rule_id, type, modified) SELECT 1, t::"CriterionType", now()
       FROM unnest(ARRAY['${TYPES.join("','")}']) WITH ORDINALITY AS x(t, n) ORDER BY n`,
  );

  const report = await applyMigrations(db.url, files);
  expect(report.applied).toEqual(files.slice(at).map((file) => file.name));

  const rows = await query<{ type: string }>('SELECT type FROM criterion ORDER BY id');
  expect(rows.map((row) => row.type)).toEqual(TYPES);
  const [column] = await query<{ data_type: string }>(
    "SELECT data_type FROM information_schema.columns WHERE table_name = 'criterion' AND column_name = 'type'",
  );
  expect(column!.data_type).toBe('text');
  await expect(
    query(`INSERT INTO criterion (rule_id, type, modified) VALUES (1, 'Memberships', now())`),
  ).rejects.toThrow(/criterion_one_memberships_per_rule/);
  await expect(query(`INSERT INTO criterion (rule_id, type, modified) VALUES (1, '', now())`)).rejects.toThrow(
    /criterion_type_name/,
  );
  // A type the database has never heard of is stored: the domain package decides which names exist.
  await query(`INSERT INTO criterion (rule_id, type, modified) VALUES (1, 'SomeNewType', now())`);
  expect(await query(`SELECT 1 FROM pg_type WHERE typname = 'CriterionType'`)).toEqual([]);
});
