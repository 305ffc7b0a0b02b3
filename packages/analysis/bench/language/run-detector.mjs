// One detector in a process of its own, so that its load time and memory are its own: every
// labelled sample once to warm up, then timed; prints one JSON line for language-bench.mjs.
// Usage: node bench/language/run-detector.mjs <name>
import { isoLanguage } from '../../dist/commons/language/bcp47.js';
import { languageFamily, sameLanguage } from '../../dist/commons/language/language-family.js';
import { DETECTORS } from './detectors.mjs';
import { labelledSamples, LENGTHS } from './samples.mjs';

const name = process.argv[2];
const samples = labelledSamples();
const rssBefore = process.memoryUsage().rss;
const loadStart = performance.now();
let detect;
try {
  detect = await DETECTORS[name].load();
} catch (error) {
  if (!DETECTORS[name].optional) throw error;
  console.log(JSON.stringify({ name, missing: String(error.code ?? error) }));
  process.exit(0);
}
const loadMs = performance.now() - loadStart;

for (const { text } of samples) await detect(text);
const guesses = [];
const start = performance.now();
for (const { text } of samples) guesses.push(await detect(text));
const msPerCall = (performance.now() - start) / samples.length;

const accuracy = Object.fromEntries(LENGTHS.map((length) => [length, { texts: 0, strict: 0, close: 0 }]));
const confusions = {};
samples.forEach(({ language, length, text }, i) => {
  // The same canonical form as declared languages ('eng' → 'en', 'iw' → 'he', 'zh-Latn' → 'zh'), by Intl:
  // detectors name languages by ISO 639-3 codes ('nld'), which the registry leaves out.
  const code = String(guesses[i] ?? 'und');
  const guess = isoLanguage(code) ?? code.toLowerCase();
  const cell = accuracy[length];
  cell.texts++;
  if (languageFamily(guess) === languageFamily(language)) cell.strict++;
  else if (length === 'short') confusions[`${language}→${guess}`] = (confusions[`${language}→${guess}`] ?? 0) + 1;
  if (sameLanguage(guess, language)) cell.close++;
});
const memoryMb = (process.memoryUsage().rss - rssBefore) / 1e6;
console.log(JSON.stringify({ name, accuracy, msPerCall, loadMs, memoryMb, confusions }));
