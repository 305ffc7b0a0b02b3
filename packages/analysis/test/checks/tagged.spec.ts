import { describe, expect, it } from '@jest/globals';
import { evaluateTagged } from '../../src/checks/tagged.js';
import { documentModel, page, run } from '../support/model-builder.js';

const untaggedRun = run('0123456789', { tagged: false, box: { x0: 10, y0: 20, x1: 70, y1: 32 } });

describe('Tagged', () => {
  it('passes a marked structure with all its text tagged', () => {
    expect(evaluateTagged(documentModel({ pages: [page([run('Tagged text')])] }))).toEqual({ score: 1, failures: [] });
  });

  it('fails without a structure tree, pointing at the untagged runs', () => {
    const document = documentModel({ structure: null, pages: [page([untaggedRun])] });
    expect(evaluateTagged(document)).toEqual({
      score: 0,
      failures: [{ areas: [{ page: 0, box: untaggedRun.box }] }],
    });
  });

  it('fails a structure that is not marked or is empty', () => {
    const text = [page([run('Tagged text')])];
    expect(evaluateTagged(documentModel({ structure: { present: true, marked: false }, pages: text })).score).toBe(0);
    expect(evaluateTagged(documentModel({ structure: { present: false, marked: true }, pages: text })).score).toBe(0);
  });

  it('passes at 90% of the characters tagged and fails below', () => {
    const ninety = [page([run('x'.repeat(90)), untaggedRun])];
    const eightyNine = [page([run('x'.repeat(89)), untaggedRun, run(' ', { tagged: false })])];
    expect(evaluateTagged(documentModel({ pages: ninety }))).toEqual({ score: 1, failures: [] });
    expect(evaluateTagged(documentModel({ pages: eightyNine })).score).toBe(0);
  });

  it('ignores artifacts and white space', () => {
    const pages = [page([run('Tagged'), run('Page 1 of 300 header footer', { artifact: true, tagged: false })])];
    expect(evaluateTagged(documentModel({ pages })).score).toBe(1);
  });

  it('passes a structure over a document with no text', () => {
    expect(evaluateTagged(documentModel({ pages: [page()] })).score).toBe(1);
    expect(evaluateTagged(documentModel({ structure: null, pages: [page()] })).score).toBe(0);
  });
});
