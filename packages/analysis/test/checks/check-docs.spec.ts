import fs from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { CHECKS } from '../../src/checks/registry.js';
import { FILE_TYPES } from '../../src/formats/file-types.js';

// docs/analysis-engine.md's table of checks says what the definitions say: severity and file types.
const DOCS = fs.readFileSync(new URL('../../../../docs/analysis-engine.md', import.meta.url), 'utf8');

function documentedRows(): Map<string, { severity: string; appliesTo: string[] }> {
  const table = DOCS.slice(DOCS.indexOf('| Check '));
  const rows = new Map<string, { severity: string; appliesTo: string[] }>();
  for (const line of table.split('\n').slice(2)) {
    if (!line.startsWith('|')) break;
    const [name, severity, appliesTo] = line
      .split('|')
      .slice(1, 4)
      .map((cell) => cell.trim());
    const types = appliesTo === 'all' ? [...FILE_TYPES] : appliesTo!.split(/,\s*/);
    rows.set(name!, { severity: severity!, appliesTo: types });
  }
  return rows;
}

describe('the documented table of checks', () => {
  const rows = documentedRows();

  it('lists every check, and only those', () => {
    expect([...rows.keys()].sort()).toEqual(CHECKS.map((check) => check.name).sort());
  });

  it.each(CHECKS.map((check) => [check.name, check] as const))(
    '%s: severity and file types as defined',
    (name, check) => {
      expect(rows.get(name)).toEqual({ severity: check.severity, appliesTo: [...check.appliesTo] });
    },
  );
});
