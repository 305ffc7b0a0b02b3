// The cross-format table: every document of fixtures/cross-format, analysed as DOCX, ODT, the tagged
// PDFs LibreOffice exports of them (the engine's own previews) and HTML, with each check's score per
// format and the overall score, as the API reports them (absent: the check does not apply, "–").
// The last rows give the overall score over the checks every format shares, which must be equal
// (test/cross-format/one-verdict.spec.ts asserts it).
//
//   pnpm --filter @app/analysis build && pnpm bench:cross-format [document ...]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));
const { analyseFile, detectFileType, openFileByteSource } = await import(join(here, 'dist/index.js'));
const { OcrEngine } = await import(join(here, 'dist/ocr/ocr-engine.js'));
const { CHECKS } = await import(join(here, 'dist/checks/registry.js'));
const { overallScore } = await import(join(here, 'dist/scoring/score-document.js'));

const root = join(here, 'fixtures/cross-format');
const manifest = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8'));
const wanted = process.argv.slice(2);
const names = Object.keys(manifest).filter((name) => wanted.length === 0 || wanted.includes(name));
const FORMATS = ['DOCX', 'ODT', 'PDF from DOCX', 'PDF from ODT', 'HTML'];
const FILE_TYPE = { DOCX: 'document', ODT: 'document', 'PDF from DOCX': 'pdf', 'PDF from ODT': 'pdf', HTML: 'html' };
const SHARED = CHECKS.filter((check) => FORMATS.every((format) => check.appliesTo.includes(FILE_TYPE[format])));

const ocr = OcrEngine.create();
const work = mkdtempSync(join(tmpdir(), 'cross-format-table-'));

async function analyse(path, workDir) {
  const source = await openFileByteSource(path);
  const detection = await detectFileType(source, { name: basename(path) }).finally(() => source.close());
  return analyseFile({ path, fileType: detection.fileType, mimeType: detection.mimeType, workDir }, { ocr });
}

async function withPreview(name, extension) {
  const office = await analyse(join(root, 'files', `${name}.${extension}`), mkdtempSync(join(work, `${name}-`)));
  return [office.feedback, (await analyse(office.preview)).feedback];
}

const percent = (score) => `${(score * 100).toFixed(1)}%`;
const cell = (result) => (result ? percent(result.score) : '–');

try {
  for (const name of names) {
    const [docx, pdfFromDocx] = await withPreview(name, 'docx');
    const [odt, pdfFromOdt] = await withPreview(name, 'odt');
    const html = (await analyse(join(root, 'files', `${name}.html`))).feedback;
    const feedback = { DOCX: docx, ODT: odt, 'PDF from DOCX': pdfFromDocx, 'PDF from ODT': pdfFromOdt, HTML: html };
    console.log(`\n### ${name}\n\n| Check | ${FORMATS.join(' | ')} |\n| --- |${FORMATS.map(() => ' --- |').join('')}`);
    for (const check of CHECKS) {
      const row = FORMATS.map((format) =>
        check.appliesTo.includes(FILE_TYPE[format]) ? cell(feedback[format].report.results[check.name]) : 'n/a',
      );
      console.log(`| ${check.name} (${check.severity}) | ${row.join(' | ')} |`);
    }
    console.log(`| **Overall** | ${FORMATS.map((format) => `**${percent(feedback[format].score)}**`).join(' | ')} |`);
    const shared = FORMATS.map((format) => {
      const present = SHARED.map((check) => ({ check, result: feedback[format].report.results[check.name] }));
      return percent(
        overallScore(
          present.filter(({ result }) => result).map(({ check, result }) => ({ ...check, score: result.score })),
        ),
      );
    });
    console.log(`| Over the shared checks | ${shared.join(' | ')} |`);
    const unjudged = FORMATS.filter((format) => feedback[format].report.notJudged);
    for (const format of unjudged)
      console.log(`\n${format} not judged: ${JSON.stringify(feedback[format].report.notJudged)}`);
  }
} finally {
  await ocr.terminate();
  rmSync(work, { recursive: true, force: true });
}
