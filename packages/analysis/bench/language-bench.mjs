// Language detectors compared on the labelled set of fixtures/language: accuracy per text length,
// time per call, load time and memory, each detector in a process of its own
// (language/run-detector.mjs); then the study behind the engine's thresholds (language/thresholds.mjs);
// then the labelled short texts of 1–8 words: verdicts given and wrong, per rule and language group
// (language/short-texts.mjs).
// Run after a build: `pnpm bench:language`. Markdown tables, as docs/analysis-engine.md shows them.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DETECTORS } from './language/detectors.mjs';
import { LENGTHS } from './language/samples.mjs';
import { shortTextVerdicts } from './language/short-texts.mjs';
import { byCertainty, byLetters } from './language/thresholds.mjs';

const runner = fileURLToPath(new URL('language/run-detector.mjs', import.meta.url));
const percent = (part, whole) => `${((100 * part) / whole).toFixed(1)}%`;

const results = Object.keys(DETECTORS).map((name) =>
  JSON.parse(execFileSync(process.execPath, [runner, name], { encoding: 'utf8' }).trim().split('\n').at(-1)),
);
const first = results.find((r) => !r.missing).accuracy;
console.log(
  `Accuracy: right language / right counting close languages as one (bs/hr/sr, id/ms); ` +
    `${LENGTHS.map((l) => `${first[l].texts} ${l}`).join(', ')} texts\n`,
);
console.log(`| Detector | Languages | ${LENGTHS.join(' | ')} | ms per call | Load | Memory |`);
console.log(`| --- | --- | ${LENGTHS.map(() => '---').join(' | ')} | --- | --- | --- |`);
for (const r of results) {
  const { version, languages } = DETECTORS[r.name];
  const label = `${r.name} (${version})`;
  if (r.missing) {
    console.log(`| ${label} | ${languages} | not installed (optional) |`);
    continue;
  }
  const cells = LENGTHS.map((l) => {
    const { texts, strict, close } = r.accuracy[l];
    return `${percent(strict, texts)} / ${percent(close, texts)}`;
  });
  console.log(
    `| ${label} | ${languages} | ${cells.join(' | ')} | ${r.msPerCall.toFixed(3)} | ${r.loadMs.toFixed(0)} ms | ${r.memoryMb.toFixed(0)} MB |`,
  );
}
console.log('\nWrong single sentences, per detector (language→guess ×count):');
for (const r of results.filter((r) => !r.missing)) {
  const list = Object.entries(r.confusions).map(([pair, count]) => (count > 1 ? `${pair} ×${count}` : pair));
  console.log(`  ${r.name}: ${list.join(', ') || 'none'}`);
}

console.log('\nCLD3 by letters (the text from each sentence on, cut after that many letters):\n');
console.log('| Letters | Texts | Right | Wrong | Wrong and sure (≥ near-tie certainty) | Wrong guesses |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of byLetters()) {
  const wrong = row.texts - row.right;
  console.log(
    `| ${row.letters} | ${row.texts} | ${percent(row.right, row.texts)} | ${wrong} | ${row.wrongSure} | ${shortList(row.confusions)} |`,
  );
}

console.log('\nCLD3 near-tie certainty, on the texts of the rows from the engine minimum on:\n');
console.log(
  '| Certainty | Right declarations failed | Right guesses below it (lenient) | Of them outside bs/hr/sr, id/ms |',
);
console.log('| --- | --- | --- | --- |');
for (const row of byCertainty()) {
  const lenient = `${row.lenient} of ${row.right} (${percent(row.lenient, row.right)})`;
  console.log(
    `| ${row.certainty} | ${row.falseFails} of ${row.texts} | ${lenient} | ${row.lenientOutsideGroups} (${percent(row.lenientOutsideGroups, row.right)}) |`,
  );
}

const shortResults = await shortTextVerdicts();
const engine = shortResults[0];
console.log(
  `\nShort texts (fixtures/language/short-texts.tsv, 1–8 words, ${engine.total.texts} judgements: each text ` +
    'declared in its language, a neighbour of its family and English): verdicts given, and wrong ones\n',
);
console.log('| Rule | Verdicts | Wrong | Right declarations passed | Wrong declarations failed | Wrong, e.g. |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const { name, total } of shortResults) {
  console.log(
    `| ${name} | ${total.verdicts} of ${total.texts} (${percent(total.verdicts, total.texts)}) | ${total.wrong} | ` +
      `${total.passedRight} | ${total.failedWrong} | ${total.examples.slice(0, 2).join('; ')} |`,
  );
}
console.log(`\n${engine.name}, per language group and per length:\n`);
console.log('| Group | Texts | Verdicts given | Wrong | Right declarations passed | Wrong declarations failed |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const [group, c] of [
  ...Object.entries(engine.groups),
  ...Object.entries(engine.byWords).sort(),
  ['All', engine.total],
]) {
  console.log(
    `| ${group} | ${c.texts} | ${c.verdicts} (${percent(c.verdicts, c.texts)}) | ${c.wrong} | ${c.passedRight} | ${c.failedWrong} |`,
  );
}

function shortList(items, most = 6) {
  return items.length > most ? `${items.slice(0, most).join(', ')}, … (${items.length - most} more)` : items.join(', ');
}
