/**
 * A producer process (see producer-pool.ts): converts one file at a time, as the parent asks,
 * writing each output where asked and replying with its facts and the process's memory. Reading a
 * hostile file happens here, in a process bounded in memory (--max-old-space-size) and time (killed
 * by the parent), so a file that blows up takes only this process with it.
 */
import fs from 'node:fs/promises';
import { AnalysisError } from '@app/analysis';
import { convertFile } from '../convert-file.js';
import { FormatError } from '../tools/run-tool.js';
import type { ProduceReply, ProduceRequest } from './producer-messages.js';

// The worker that started it is gone (killed mid-job): its job runs again elsewhere, so stop.
process.once('disconnect', () => process.exit(1));

process.on('message', ({ id, request }: { id: number; request: ProduceRequest }) => {
  void run(request).then((outcome) =>
    process.send!({ id, rss: process.memoryUsage().rss, ...outcome } as ProduceReply),
  );
});

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
    return { ok: false as const, refused, message: error instanceof Error ? error.message : String(error) };
  }
}
