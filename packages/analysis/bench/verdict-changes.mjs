// How many files of each fixture corpus change verdict between two builds of the engine.
//
//   pnpm bench:verdicts run [--engine <packages/analysis of a checkout>] --out <file.json>
//   pnpm bench:verdicts compare <before.json> <after.json>
//
// `run` analyses every file of this checkout's corpora (fixtures/{pdf,office,html,image}, their
// manifests) with the built engine of the checkout given (default: this one), as the corpus tests do
// (type detected from the bytes, OCR, a work directory for Office previews), one file after another,
// and writes each file's verdict: every check's score (rounded to 3 places) or its absence, the
// detected language, the unjudged checks, or the failure's reason. `compare` prints, per corpus, the
// files whose verdict differs and how. To measure an older engine:
//   git worktree add /tmp/wt-old <commit> && (cd /tmp/wt-old && pnpm install --frozen-lockfile)
//   pnpm bench:verdicts run --engine /tmp/wt-old/packages/analysis --out /tmp/before.json
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const CORPORA = ['pdf', 'office', 'html', 'image'];
const here = fileURLToPath(new URL('..', import.meta.url));

function option(args, name, fallback) {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
}

function corpusFiles(corpus) {
  const root = join(here, 'fixtures', corpus);
  const manifest = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8'));
  const dir = corpus === 'html' ? root : join(root, 'files');
  return Object.keys(manifest).map((name) => ({ name, path: join(dir, name) }));
}

function verdictOf(result) {
  const { results, notJudged } = result.feedback.report;
  const checks = Object.fromEntries(
    Object.entries(results).map(([check, { score, detectedLanguage }]) => [
      check,
      detectedLanguage ? `${Math.round(score * 1000) / 1000} (${detectedLanguage})` : Math.round(score * 1000) / 1000,
    ]),
  );
  return notJudged?.length ? { checks, notJudged: notJudged.map((entry) => entry.check) } : { checks };
}

async function run(args) {
  const engine = resolve(option(args, '--engine', here));
  const out = option(args, '--out');
  if (!out) throw new Error('run needs --out <file.json>');
  const { analyseFile, detectFileType, openFileByteSource } = await import(join(engine, 'dist/index.js'));
  const { OcrEngine } = await import(join(engine, 'dist/ocr/ocr-engine.js'));
  const ocr = OcrEngine.create();
  const verdicts = {};
  try {
    for (const corpus of CORPORA) {
      verdicts[corpus] = {};
      for (const { name, path } of corpusFiles(corpus)) {
        const workDir = mkdtempSync(join(tmpdir(), 'verdicts-'));
        try {
          const source = await openFileByteSource(path);
          const detection = await detectFileType(source, { name }).finally(() => source.close());
          if (!detection.supported) throw new Error(`${detection.what} cannot be analysed`);
          const input = { path, fileType: detection.fileType, mimeType: detection.mimeType, workDir };
          verdicts[corpus][name] = verdictOf(await analyseFile(input, { ocr }));
        } catch (error) {
          verdicts[corpus][name] = { failed: String(error.message).slice(0, 200) };
        } finally {
          rmSync(workDir, { recursive: true, force: true });
        }
        process.stderr.write(`${corpus}/${name}\n`);
      }
    }
  } finally {
    await ocr.terminate();
  }
  writeFileSync(out, `${JSON.stringify({ engine, verdicts }, null, 2)}\n`);
}

function differences(before, after) {
  if (before === undefined) return ['not analysed before'];
  if (before.failed || after.failed) {
    return before.failed === after.failed
      ? []
      : [`failed: ${before.failed ?? '(analysed)'} → ${after.failed ?? '(analysed)'}`];
  }
  const changes = [];
  const checks = new Set([...Object.keys(before.checks), ...Object.keys(after.checks)]);
  for (const check of checks) {
    const [was, is] = [before.checks[check] ?? 'absent', after.checks[check] ?? 'absent'];
    if (was !== is) changes.push(`${check} ${was} → ${is}`);
  }
  const [wasUnjudged, isUnjudged] = [before.notJudged ?? [], after.notJudged ?? []].map((list) => list.join(', '));
  if (wasUnjudged !== isUnjudged) changes.push(`not judged: ${wasUnjudged || 'none'} → ${isUnjudged || 'none'}`);
  return changes;
}

function compare([beforeFile, afterFile]) {
  const [before, after] = [beforeFile, afterFile].map((file) => JSON.parse(readFileSync(file, 'utf8')).verdicts);
  for (const corpus of CORPORA) {
    const files = Object.entries(after[corpus] ?? {});
    const changed = files
      .map(([name, verdict]) => [name, differences(before[corpus]?.[name], verdict)])
      .filter(([, changes]) => changes.length > 0);
    console.log(`${corpus}: ${changed.length} of ${files.length} files changed verdict`);
    for (const [name, changes] of changed) console.log(`  ${name}: ${changes.join('; ')}`);
  }
}

const [command, ...args] = process.argv.slice(2);
if (command === 'run') await run(args);
else if (command === 'compare') compare(args);
else {
  console.error(
    `usage: node ${basename(process.argv[1])} run [--engine <dir>] --out <file> | compare <before> <after>`,
  );
  process.exit(2);
}
