import { fileURLToPath } from 'node:url';

// The PDF corpus's own scans (fixtures/pdf: scan-image.mjs draws the page, lib/scan-layout.mjs
// makes the PDF), plain JavaScript, so typed here by hand.
const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/pdf/${name}`, import.meta.url));
const { render } = (await import(fixture('scan-image.mjs'))) as { render: (lines: string[]) => Buffer };
const { scanPdf } = (await import(fixture('lib/scan-layout.mjs'))) as {
  scanPdf: (png: Buffer, options: { title: string; language: string | null }) => Buffer;
};

/**
 * A flatbed scan made as the corpus's `scanned-*-fail.pdf` are: an untagged A4 page that is one
 * grey 150 dpi picture of `lines` (14 pt DejaVu Sans, slightly tilted, speckled), with no text
 * layer; the catalog declares `language` unless it is null.
 */
export function scannedPdf(lines: string[], language: string | null): Buffer {
  return scanPdf(render(lines), { title: 'Rapport annuel', language });
}
