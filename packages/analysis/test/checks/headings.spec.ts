import { describe, expect, it } from '@jest/globals';
import { evaluateHeadingsHigherLevel } from '../../src/checks/headings-higher-level.js';
import { evaluateHeadingsPresence, isLongDocument } from '../../src/checks/headings-presence.js';
import { evaluateHeadingsSequential } from '../../src/checks/headings-sequential.js';
import { evaluateHeadingsStartAtOne } from '../../src/checks/headings-start-at-one.js';
import { at, documentModel, heading, page, run } from '../support/model-builder.js';

const headings = (...levels: (number | null)[]) => levels.map((level, i) => heading(level, `H${level}`, at(i)));
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('HeadingsPresence', () => {
  const twoPages = [page([run('One')]), page([run('Two')])];

  it('passes a long document with headings, fails one without', () => {
    expect(evaluateHeadingsPresence(documentModel({ pages: twoPages, headings: headings(1) }))).toEqual({
      score: 1,
      failures: [],
    });
    expect(evaluateHeadingsPresence(documentModel({ pages: twoPages }))).toEqual({ score: 0, failures: [] });
  });

  it('counts unnumbered headings too', () => {
    expect(evaluateHeadingsPresence(documentModel({ pages: twoPages, headings: headings(null) }))?.score).toBe(1);
  });

  it('does not apply to a short document: one page under 300 words', () => {
    expect(evaluateHeadingsPresence(documentModel({ pages: [page([run(words(299))])] }))).toBeNull();
  });

  it('takes one page of 300 words as long, artifacts aside', () => {
    expect(isLongDocument(documentModel({ pages: [page([run(words(150)), run(words(150))])] }))).toBe(true);
    const furniture = [page([run(words(150)), run(words(150), { artifact: true })])];
    expect(isLongDocument(documentModel({ pages: furniture }))).toBe(false);
  });
});

describe('HeadingsStartAtOne', () => {
  it('passes when the first numbered heading is an H1', () => {
    expect(evaluateHeadingsStartAtOne(documentModel({ headings: headings(null, 1, 3) }))).toEqual({
      score: 1,
      failures: [],
    });
  });

  it('fails on an H2 first, pointing at it', () => {
    expect(evaluateHeadingsStartAtOne(documentModel({ headings: headings(2, 1) }))).toEqual({
      score: 0,
      failures: [at(0)],
    });
  });

  it('does not apply without numbered headings', () => {
    expect(evaluateHeadingsStartAtOne(documentModel({ headings: headings(null) }))).toBeNull();
  });
});

describe('HeadingsSequential', () => {
  it('passes headings that go down one level at a time and back up any number', () => {
    expect(evaluateHeadingsSequential(documentModel({ headings: headings(1, 2, 3, 1, 2) }))).toEqual({
      score: 1,
      failures: [],
    });
  });

  it('fails an H1 → H3 skip, as a share of the headings', () => {
    expect(evaluateHeadingsSequential(documentModel({ headings: headings(1, 3, 4, 1) }))).toEqual({
      score: 0.75,
      failures: [at(1)],
    });
  });

  it('does not judge the first heading and skips unnumbered ones', () => {
    expect(evaluateHeadingsSequential(documentModel({ headings: headings(3, null, 4) }))?.score).toBe(1);
  });

  it('does not apply without numbered headings', () => {
    expect(evaluateHeadingsSequential(documentModel({ headings: [] }))).toBeNull();
  });
});

describe('HeadingsHigherLevel', () => {
  it('passes headings down to H6', () => {
    expect(evaluateHeadingsHigherLevel(documentModel({ headings: headings(1, 2, 3, 4, 5, 6) }))?.score).toBe(1);
  });

  it('fails an H7, as a share of the headings', () => {
    expect(evaluateHeadingsHigherLevel(documentModel({ headings: headings(1, 2, 3, 4, 5, 6, 7, 7) }))).toEqual({
      score: 0.75,
      failures: [at(6), at(7)],
    });
  });

  it('does not apply without numbered headings', () => {
    expect(evaluateHeadingsHigherLevel(documentModel({ headings: headings(null) }))).toBeNull();
  });
});
