import { describe, expect, it } from '@jest/globals';
import { AnalysisError } from '../../../src/analyse.js';
import { xmlProblem } from '../../../src/formats/office/xml-well-formed.js';
import { readXml } from './support.js';

/**
 * Fails with an AnalysisError whose message matches, without holding much memory. (No wall-clock
 * bound here: on a loaded CI machine it measured the machine, not the code.)
 */
async function expectRefused(name: string, message: RegExp) {
  const heapBefore = process.memoryUsage().rss;
  const error = await readXml(name).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AnalysisError);
  expect((error as Error).message).toMatch(message);
  // The bound is 50 MB per entry: anything near the 64 MB payload (or more) means it was not enforced.
  expect(process.memoryUsage().rss - heapBefore).toBeLessThan(200 * 1024 * 1024);
}

describe('readOffice refuses hostile and damaged packages', () => {
  it('an entry that inflates past the bound (headers claiming 1 kB)', async () => {
    await expectRefused('zip-bomb.docx', /^The file looks like a zip bomb: word\/document\.xml inflates past/);
  });

  it('too many entries', async () => {
    await expectRefused('too-many-entries.docx', /^The file looks like a zip bomb: 10057 entries \(at most 10000\)/);
  });

  it('XML entity declarations (billion laughs), never expanded', async () => {
    await expectRefused('billion-laughs.docx', /word\/document\.xml declares XML entities/);
  });

  it('XML that is not well formed', async () => {
    await expectRefused('malformed-xml.docx', /^The file is damaged: word\/document\.xml is not well-formed XML/);
  });

  it('a file that is not a zip at all', async () => {
    const error = await readXml('../../pdf/README.md').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AnalysisError);
    expect((error as Error).message).toMatch(/^The file is damaged: its zip directory/);
  });
});

describe('xmlProblem', () => {
  it('accepts well-formed XML with comments, CDATA, PIs and self-closing tags', () => {
    expect(xmlProblem('<?xml version="1.0"?><!-- c --><a x="1" y=\'2\'><b/><![CDATA[<x>]]><c>t</c></a>')).toBeNull();
  });

  it('names the problem of broken XML', () => {
    expect(xmlProblem('<a><b></a>')).toMatch(/does not close/);
    expect(xmlProblem('<a>')).toMatch(/never closed/);
    expect(xmlProblem('<a x=1></a>')).toMatch(/broken tag/);
    expect(xmlProblem('<a/><b/>')).toMatch(/more than one root/);
    expect(xmlProblem('text')).toMatch(/no root/);
  });
});
