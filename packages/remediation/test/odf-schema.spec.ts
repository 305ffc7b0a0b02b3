import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { OfficeZip, writeZip } from '@app/analysis';
import { CROSS_FORMAT, FIXABLE_FAILURES, OWN, remediateAndCheck } from './support/corpus.js';
import { odfValidatorMissing, validateOdf } from './support/odf-schema.js';

// Issue 30: fixed ODF files validate against the ODF schema where a validator is available (jing
// and the schema: Debian packages that .ci/run installs). The schema is ODF 1.2's and the corpus is
// written as ODF 1.3 by LibreOffice: a copy must have no error its original does not have, so the
// copy of an original that validates validates (most do; the cross-format generator's table
// documents name paragraph styles "0", "1", not XML names, and LibreOffice's ODP/ODS use 1.3 markup).

const missing = await odfValidatorMissing();
if (missing) console.warn(`ODF schema validation skipped: ${missing}`);
const withValidator = missing ? describe.skip : describe;

const FILES = [
  ...FIXABLE_FAILURES.map(([name]) => path.join(CROSS_FORMAT, `${name}.odt`)),
  ...readdirSync(OWN)
    .filter((name) => /\.od[tps]$/.test(name))
    .map((name) => path.join(OWN, name)),
];

withValidator('the fixed ODF files against the ODF schema', () => {
  it('finds what breaks the schema, so that an empty list means something', async () => {
    const file = path.join(CROSS_FORMAT, 'title-missing-fail.odt');
    expect(await validateOdf(await readFile(file))).toEqual([]);
    const broken = await rewritePart(file, 'content.xml', (xml) =>
      xml.replace('<office:text>', '<office:text><text:h text:outline-level="two">Bad</text:h><text:bogus/>'),
    );
    expect(await validateOdf(broken)).toEqual([
      expect.stringMatching(/^content\.xml: value of attribute "text:outline-level" is invalid/),
      expect.stringMatching(/^content\.xml: element "text:bogus" not allowed/),
    ]);
    // Foreign markup (an extension's namespace) is not an error: ODF's extended conformance allows it.
    const extended = await rewritePart(file, 'content.xml', (xml) =>
      xml.replace('<office:text>', '<office:text><x:own xmlns:x="urn:example:own" x:a="1"/>'),
    );
    expect(await validateOdf(extended)).toEqual([]);
  });

  it.each(FILES.map((file) => [path.basename(file), file]))(
    '%s: the fixed copy adds no schema error',
    async (_name, file) => {
      const remediation = await remediateAndCheck(file);
      const before = await validateOdf(await readFile(file));
      const after = await validateOdf(remediation.file);
      expect(after.filter((error) => !before.includes(error))).toEqual([]);
    },
  );
});

/** The package with one part rewritten, every other entry as it was. */
async function rewritePart(file: string, part: string, rewrite: (xml: string) => string): Promise<Buffer> {
  const zip = await OfficeZip.open(file);
  return writeZip(
    zip.names().map((name) => ({
      name,
      data: name === part ? Buffer.from(rewrite(zip.read(name)!.toString('utf8'))) : zip.read(name)!,
      store: name === 'mimetype',
    })),
  );
}
