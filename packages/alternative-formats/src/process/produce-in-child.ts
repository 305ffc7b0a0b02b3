import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { FormatError } from '../tools/run-tool.js';
import type { ProduceReply, ProduceRequest } from './producer-messages.js';

export interface ProducerLimits {
  /** The whole production (reading the file, OCR, speech); the process is killed past it. */
  timeoutMs: number;
  /** The producer process's JavaScript heap. */
  maxOldSpaceMb: number;
}

export const DEFAULT_PRODUCER_LIMITS: ProducerLimits = { timeoutMs: 10 * 60_000, maxOldSpaceMb: 1536 };

const PRODUCER = fileURLToPath(new URL('./producer-process.js', import.meta.url));

/**
 * Produces one format in a producer process of its own (producer-process.ts), bounded by `limits`.
 * Resolves with the output's facts (the file is `request.out`); a file that cannot be made into the
 * format, runs out of time or memory rejects with a FormatError; anything else (a bug, the machine)
 * rejects with an Error, to be retried.
 */
export function produceInChild(
  request: ProduceRequest,
  limits: ProducerLimits = DEFAULT_PRODUCER_LIMITS,
): Promise<Extract<ProduceReply, { ok: true }>> {
  return new Promise((resolve, reject) => {
    const child = fork(PRODUCER, [], {
      execArgv: [`--max-old-space-size=${limits.maxOldSpaceMb}`],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'json',
    });
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < 4096) stderr += chunk;
    });
    let reply: ProduceReply | undefined;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, limits.timeoutMs);
    child.on('message', (message: ProduceReply) => (reply = message));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (timedOut)
        return reject(new FormatError(`Producing ${request.format} took longer than ${limits.timeoutMs / 1000} s`));
      if (reply?.ok) return resolve(reply);
      if (reply) return reject(reply.refused ? new FormatError(reply.message) : new Error(reply.message));
      if (/heap out of memory|Allocation failed/i.test(stderr)) {
        return reject(
          new FormatError(`Producing ${request.format} needed more than ${limits.maxOldSpaceMb} MB of memory`),
        );
      }
      reject(
        new Error(`The producer process ended without a reply (${signal ?? `exit ${code}`}): ${stderr.slice(0, 300)}`),
      );
    });
    child.send(request);
  });
}
