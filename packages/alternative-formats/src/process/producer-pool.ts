import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type {
  ConverterPoolEvents,
  ConverterPoolOutcome,
  ConverterPoolRestartReason,
  ConverterPoolUsage,
} from '@app/analysis';
import { FormatError } from '../tools/run-tool.js';
import { RemediationRefused } from '@app/remediation';
import type {
  ProducedFile,
  ProduceReply,
  ProduceRequest,
  ProducerMessage,
  RemediatedFile,
  RemediateRequest,
} from './producer-messages.js';

export interface ProducerLimits {
  /** One production (reading the file, OCR, speech); its process is killed past it. */
  timeoutMs: number;
  /** A producer process's JavaScript heap. */
  maxOldSpaceMb: number;
  /** A process holding more than this after a production is replaced (a file may leave a big heap behind). */
  maxRssMb: number;
}

export const DEFAULT_PRODUCER_LIMITS: ProducerLimits = { timeoutMs: 10 * 60_000, maxOldSpaceMb: 1536, maxRssMb: 768 };

const PRODUCER = fileURLToPath(new URL('./producer-process.js', import.meta.url));

interface Slot {
  child: ChildProcess | null;
  busy: boolean;
}

/**
 * Producer processes (producer-process.ts), `size` at most, each making one format (or one corrected
 * copy, `remediate`) at a time and
 * kept warm between productions (loading the engine takes a second or more), as the engine pool
 * keeps engine processes. A process that runs out of time or memory, crashes, or holds too much
 * afterwards is killed and replaced by the next production. `produce` resolves with the output's
 * facts (the file is `request.out`); a file that cannot be made into the format, or that runs out of
 * time or memory, rejects with a FormatError; anything else (a bug, the machine) with an Error, to
 * be retried. Each production's outcome and each process replaced are told to `events` (the
 * worker's metrics).
 */
export class ProducerPool {
  private readonly slots: Slot[];
  private readonly waiting: ((slot: Slot) => void)[] = [];
  private nextId = 0;
  private stopped = false;

  constructor(
    size: number,
    private readonly limits: ProducerLimits = DEFAULT_PRODUCER_LIMITS,
    private readonly events: Pick<ConverterPoolEvents, 'onConversion' | 'onRestart'> = {},
  ) {
    this.slots = Array.from({ length: Math.max(1, size) }, () => ({ child: null, busy: false }));
  }

  /** Producer processes busy (producing) and idle (started, kept warm), and productions waiting for one. */
  usage(): ConverterPoolUsage {
    const busy = this.slots.filter((slot) => slot.busy).length;
    const idle = this.slots.filter((slot) => !slot.busy && slot.child !== null).length;
    return { busy, idle, waiting: this.waiting.length };
  }

  async produce(request: ProduceRequest): Promise<ProducedFile> {
    const reply = await this.call({ request }, `Producing ${request.format}`);
    return { contentType: reply.contentType, fileName: reply.fileName, size: reply.size };
  }

  /**
   * The corrected copy of a file (@app/remediation, issue 30), written to `request.out`, under the
   * same bounds: a file the remediation refuses rejects with its RemediationRefused; one that runs
   * out of time or memory with a FormatError; anything else with an Error, to be retried.
   */
  async remediate(request: RemediateRequest): Promise<RemediatedFile> {
    const { fileName, size, changes, leftForPerson, scoreBefore, scoreAfter } = await this.call(
      { remediate: request },
      'Remediating the file',
    );
    return { fileName, size, changes, leftForPerson, scoreBefore, scoreAfter };
  }

  private async call<M extends Omit<ProducerMessage, 'id'>>(message: M, what: string) {
    if (this.stopped) throw new Error('The producer pool is stopped');
    const slot = await this.take();
    try {
      return (await this.run(slot, message, what)) as M extends { request: unknown } ? ProducedFile : RemediatedFile;
    } finally {
      this.give(slot);
    }
  }

  /**
   * Lets productions under way finish within `timeoutMs`, then kills every producer process (a
   * production still running rejects: its job goes back to the queue, its record stays inprogress).
   */
  async stop(timeoutMs = 0): Promise<void> {
    this.stopped = true;
    const deadline = Date.now() + timeoutMs;
    while (this.slots.some((slot) => slot.busy) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (const slot of this.slots) this.replace(slot);
  }

  private take(): Promise<Slot> {
    const idle = this.slots.find((slot) => !slot.busy);
    if (idle) {
      idle.busy = true;
      return Promise.resolve(idle);
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private give(slot: Slot): void {
    const next = this.waiting.shift();
    if (next) next(slot);
    else slot.busy = false;
  }

  private run(slot: Slot, message: Omit<ProducerMessage, 'id'>, what: string): Promise<ProducedFile | RemediatedFile> {
    const child = (slot.child ??= this.start());
    const id = ++this.nextId;
    const ended = (outcome: ConverterPoolOutcome, replaced?: ConverterPoolRestartReason) => {
      this.events.onConversion?.(outcome);
      if (replaced && !this.stopped) this.events.onRestart?.(replaced);
    };
    return new Promise((resolve, reject) => {
      let stderr = '';
      const onStderr = (chunk: string) => {
        if (stderr.length < 4096) stderr += chunk;
      };
      const timer = setTimeout(() => {
        done();
        this.replace(slot);
        ended('timed_out', 'time_bound');
        reject(new FormatError(`${what} took longer than ${this.limits.timeoutMs / 1000} s`));
      }, this.limits.timeoutMs);
      const onMessage = (reply: ProduceReply) => {
        if (reply.id !== id) return;
        done();
        const recycled = reply.rss > this.limits.maxRssMb * 1024 ** 2;
        if (recycled) this.replace(slot);
        ended(reply.ok ? 'success' : reply.refused ? 'refused' : 'error', recycled ? 'recycle' : undefined);
        if (reply.ok) resolve(reply);
        else if (reply.reason) reject(new RemediationRefused(reply.reason, reply.message));
        else reject(reply.refused ? new FormatError(reply.message) : new Error(reply.message));
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        done();
        slot.child = null;
        const outOfMemory = /heap out of memory|Allocation failed/i.test(stderr);
        ended(outOfMemory ? 'out_of_memory' : 'error', outOfMemory ? 'heap_bound' : 'crash');
        if (outOfMemory) {
          reject(new FormatError(`${what} needed more than ${this.limits.maxOldSpaceMb} MB of memory`));
        } else {
          reject(
            new Error(
              `The producer process ended without a reply (${signal ?? `exit ${code}`}): ${stderr.slice(0, 300)}`,
            ),
          );
        }
      };
      const done = () => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        child.stderr!.off('data', onStderr);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.stderr!.on('data', onStderr);
      child.send({ id, ...message });
    });
  }

  private start(): ChildProcess {
    const child = fork(PRODUCER, [], {
      execArgv: [`--max-old-space-size=${this.limits.maxOldSpaceMb}`],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'json',
    });
    child.stderr!.setEncoding('utf8');
    child.on('error', () => undefined); // reported by its exit
    return child;
  }

  private replace(slot: Slot): void {
    slot.child?.kill('SIGKILL');
    slot.child = null;
  }
}
