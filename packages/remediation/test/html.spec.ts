import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { CROSS_FORMAT, FIXABLE_FAILURES, OWN, remediateAndCheck } from './support/corpus.js';

const fixture = (name: string) => path.join(CROSS_FORMAT, `${name}.html`);

describe('HTML remediation', () => {
  it.each(FIXABLE_FAILURES)('%s: %s fixed, nothing worse, the same words', async (name, check) => {
    const remediation = await remediateAndCheck(fixture(name));
    expect(remediation.changes.map((change) => change.check)).toContain(check);
    expect(remediation.feedbackAfter.report.results[check]?.score).toBe(1);
    expect(remediation.fileName).toBe(`${name}-fixed.html`);
  });

  it('changes only what it lists: a renamed heading, the rest of the markup byte for byte', async () => {
    const remediation = await remediateAndCheck(fixture('headings-skip-fail'));
    const { readFile } = await import('node:fs/promises');
    const original = (await readFile(fixture('headings-skip-fail'), 'utf8')).replace(
      '<h3>Lending</h3>',
      '<h2>Lending</h2>',
    );
    expect(remediation.file.toString('utf8')).toBe(original);
    expect(remediation.changes[0]).toMatchObject({
      location: { selector: 'body > main > h3', page: 0 },
      needsReview: false,
    });
  });

  it('gives a picture without a caption no invented description: it is left for a person', async () => {
    const remediation = await remediateAndCheck(fixture('alternative-text-partial-fail'));
    expect(remediation.changes.filter((change) => change.check === 'AlternativeText')).toEqual([]);
    expect(remediation.leftForPerson.filter((left) => left.check === 'AlternativeText')).toHaveLength(2);
  });

  it('takes a text alternative from the caption that describes the picture, for review', async () => {
    const remediation = await remediateAndCheck(path.join(OWN, 'alt-text-caption-fail.html'));
    expect(remediation.changes).toMatchObject([
      {
        check: 'AlternativeText',
        after: 'Bar chart of loans by collection, children’s books first',
        needsReview: true,
        location: { selector: 'body > main > figure > img' },
      },
      { check: 'AlternativeText', after: 'Visits by month, January to March', needsReview: true },
    ]);
  });
});
