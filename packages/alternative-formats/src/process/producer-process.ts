/**
 * A producer process (see producer-pool.ts): converts one file at a time, as the parent asks,
 * writing each output where asked and replying with its facts and the process's memory. Reading a
 * hostile file happens here, in a process bounded in memory (--max-old-space-size) and time (killed
 * by the parent), so a file that blows up takes only this process with it.
 */
import fs from 'node:fs/promises';
import { AnalysisError, OcrEngine } from '@app/analysis';
import { remediate, RemediationRefused } from '@app/remediation';
import { convertFile } from '../convert-file.js';
import { FormatError } from '../tools/run-tool.js';
import type { ProduceReply, ProduceRequest, ProducerMessage, RemediateRequest } from './producer-messages.js';

// The worker that started it is gone (killed mid-job): its job runs again elsewhere, so stop.
process.once('disconnect', () => process.exit(1));

process.on('message', (message: ProducerMessage) => {
  const outcome = 'request' in message ? run(message.request) : runRemediation(message.remediate);
  void outcome.then((reply) =>
    process.send!({ id: message.id, rss: process.memoryUsage().rss, ...reply } as ProduceReply),
  );
});

/**
 * The corrected copy (issue 30), with OCR as the service's analysis has it (so that scoreBefore is
 * the file's score): a refusal is the file's, not a fault to retry.
 */
async function runRemediation(request: RemediateRequest) {
  const ocr = OcrEngine.create();
  try {
    const bytes = await fs.readFile(request.path);
    const remediation = await remediate({ bytes, fileName: request.fileName }, { ocr });
    await fs.writeFile(request.out, remediation.file);
    const { fileName, changes, leftForPerson, scoreBefore, scoreAfter } = remediation;
    return {
      ok: true as const,
      fileName,
      size: remediation.file.length,
      changes,
      leftForPerson,
      scoreBefore,
      scoreAfter,
    };
  } catch (error) {
    if (error instanceof RemediationRefused) {
      return { ok: false as const, refused: true, reason: error.reason, message: error.message };
    }
    return { ok: false as const, refused: error instanceof AnalysisError, message: errorMessage(error) };
  } finally {
    await ocr.terminate();
  }
}

async function run(request: ProduceRequest) {
  try {
    const produced = await convertFile(request);
    await fs.writeFile(request.out, produced.data);
    return {
      ok: true as const,
      contentType: produced.contentType,
      fileName: produced.fileName,
      size: produced.data.length,
    };
  } catch (error) {
    const refused = error instanceof FormatError || error instanceof AnalysisError;
    return { ok: false as const, refused, message: errorMessage(error) };
  }
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
