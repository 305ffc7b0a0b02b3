/**
 * The engine process: analyses the files its parent (engine-pool.ts) sends, one at a time, and
 * keeps its OCR worker warm between them. It exists so that a file that exhausts memory or hangs
 * kills this process, not the service's worker. Its browser (for HTML files, browser/) is started on
 * first use and kept warm too; it dies with this process.
 */
import { AnalysisError, TransientAnalysisError, type AnalysisProgress } from '../analyse.js';
import { ocrLanguagesFromEnv } from '../ocr/extra-languages.js';
import { OcrEngine } from '../ocr/ocr-engine.js';
import { closeProcessConverters } from './process-converters.js';
import { observeWarmOfficePool } from '../conversion/warm/warm-office-pool.js';
import { analyseFile } from './analyse-file.js';
import type { EngineNotice, EngineReply, EngineRequest } from './engine-messages.js';
import { collectStages } from '../commons/stage-timings.js';

const PARENT_CHECK_MS = 1_000;

const ocrLanguages = ocrLanguagesFromEnv(process.env);
for (const problem of ocrLanguages.problems) process.stderr.write(`${problem}\n`);
const ocr = OcrEngine.create({ languages: ocrLanguages.languages });
const parent = process.ppid;

process.on('message', (request: EngineRequest) => {
  // The parent may be gone by the time the answer is ready (EPIPE): nobody is left to tell.
  void handle(request).then((reply) => process.send?.(reply, undefined, undefined, () => {}));
});
// What the warm LibreOffice processes of this one do, for the parent's metrics (engine-slot.ts).
const notify = (notice: EngineNotice) => process.send?.(notice, undefined, undefined, () => {});
observeWarmOfficePool({
  onConversion: (conversion) => notify({ libreOffice: { conversion } }),
  onRestart: (restart) => notify({ libreOffice: { restart } }),
  onUsage: (usage) => notify({ libreOffice: { usage } }),
});
// The parent going away (killed, or stopping the pool) ends this process too. The parent-death
// signal (engine-slot.ts) does so even while this process is busy; these are for where there is none.
process.on('disconnect', exit);
setInterval(() => {
  if (process.ppid !== parent) exit();
}, PARENT_CHECK_MS).unref();

function exit(): void {
  // The warm LibreOffice processes and the browser would die with this one anyway (their
  // sandboxes' --die-with-parent); stopping them first also removes their directories.
  void Promise.allSettled([ocr.terminate(), closeProcessConverters()]).finally(() => process.exit(0));
}

async function handle({ id, input }: EngineRequest): Promise<EngineReply> {
  try {
    const onProgress = (progress: AnalysisProgress) => notify({ id, progress });
    const { value: result, stages } = await collectStages(() => analyseFile(input, { ocr, onProgress }));
    return { id, ok: true, result: { ...result, stages } };
  } catch (error) {
    // An unexpected error inside the engine comes from the file (a parser meeting something it does
    // not handle); analysing the same bytes again would fail the same way, so it is final too
    // (once a fresh engine has failed on it: engine-slot.ts).
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof AnalysisError) return { id, ok: false, message };
    if (error instanceof TransientAnalysisError) return { id, ok: false, message, transient: true };
    return { id, ok: false, message: `The file could not be analysed: ${message}` };
  }
}
