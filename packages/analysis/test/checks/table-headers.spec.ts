import { describe, expect, it } from '@jest/globals';
import { evaluateTableHeaders } from '../../src/checks/table-headers.js';
import { at, documentModel, table } from '../support/model-builder.js';

describe('TableHeaders', () => {
  it('passes when every table has headers', () => {
    expect(evaluateTableHeaders(documentModel({ tables: [table(true), table(true)] }))).toEqual({
      score: 1,
      failures: [],
    });
  });

  it('scores the share of tables with headers and points at the others', () => {
    const tables = [table(true, at(0)), table(false, at(1)), table(true, at(2)), table(false, at(3))];
    expect(evaluateTableHeaders(documentModel({ tables }))).toEqual({ score: 0.5, failures: [at(1), at(3)] });
  });

  it('does not apply without tables', () => {
    expect(evaluateTableHeaders(documentModel())).toBeNull();
  });
});
