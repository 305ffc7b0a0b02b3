import { describe, expect, it } from '@jest/globals';
import { evaluateDocument } from '../../../src/scoring/score-document.js';
import { corpus, type Expected } from '../../corpus/manifest.js';
import { readXml } from './support.js';

// The manifest is written for the whole engine (with the LibreOffice preview); for the files this
// adapter reads itself, the XML facts alone must score the same, but where an entry's `fromXmlAlone`
// says otherwise (the preview's page adds text a short-text verdict can rest on).
const { entries } = corpus('office');
const readable = entries.filter(([name, entry]) => !entry.fails && !/\.(doc|rtf)$/.test(name));

function matches(actual: number | undefined, expected: Expected): boolean {
  if (expected === null) return actual === undefined;
  if (typeof expected === 'number') return actual !== undefined && Math.abs(actual - expected) < 0.001;
  return actual !== undefined && actual >= expected.min && actual <= expected.max;
}

describe('the Office manifest, from the XML alone', () => {
  it.each(readable)('%s', async (name, entry) => {
    const results = evaluateDocument(await readXml(name)).report.results as Record<string, { score: number }>;
    for (const [check, expected] of Object.entries({ ...entry.expected, ...entry.fromXmlAlone })) {
      expect({ check, actual: results[check]?.score, ok: matches(results[check]?.score, expected) }).toMatchObject({
        check,
        ok: true,
      });
    }
  });
});
