/**
 * The producer process (child of produce-in-child.ts): converts one file, writes the output,
 * replies once and exits. Reading a hostile file happens here, in a process of its own bounded in
 * memory (--max-old-space-size) and time (killed by the parent), so a file that blows up takes
 * only this process with it.
 */
import fs from 'node:fs/promises';
import { AnalysisError } from '@app/analysis';
import { convertFile } from '../convert-file.js';
import { FormatError } from '../tools/run-tool.js';
import type { ProduceReply, ProduceRequest } from './producer-messages.js';

// The worker that started it is gone (killed mid-job): its job runs again elsewhere, so stop.
process.once('disconnect', () => process.exit(1));

process.once('message', (request: ProduceRequest) => {
  void run(request).then((reply) => process.send!(reply, () => process.exit(0)));
});

async function run(request: ProduceRequest): Promise<ProduceReply> {
  try {
    const produced = await convertFile(request);
    await fs.writeFile(request.out, produced.data);
    return { ok: true, contentType: produced.contentType, fileName: produced.fileName, size: produced.data.length };
  } catch (error) {
    const refused = error instanceof FormatError || error instanceof AnalysisError;
    return { ok: false, refused, message: error instanceof Error ? error.message : String(error) };
  }
}
