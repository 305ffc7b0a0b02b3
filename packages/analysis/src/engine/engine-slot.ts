import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import {
  AnalysisError,
  TransientAnalysisError,
  type AnalyseOptions,
  type AnalysisInput,
  type AnalysisResult,
} from '../analyse.js';
import { NO_CONVERTER_USAGE, type ConverterPoolUsage } from '../conversion/converter-pool-events.js';
import type { EngineEvents, EngineRestartReason } from './engine-events.js';
import { EngineKilledError, engineExit } from './engine-exit.js';
import type { EngineLimits } from './engine-limits.js';
import { isEngineNotice, type EngineNotice, type EngineReply, type EngineRequest } from './engine-messages.js';
import { EngineStoppedError } from './engine-stopped-error.js';
import { KILLED_ENGINE_TRIES, killedEnginePauseMs, killedEngineReason } from './killed-engine-retries.js';

const MEMORY_SAMPLE_MS = 200;
/** How long a process the request could not be sent to has to exit of itself, so that its exit says why. */
const UNREACHABLE_EXIT_MS = 1_000;
const PAGE_SIZE = 4096;
/**
 * util-linux's setpriv sets the engine's parent-death signal before it runs Node: the kernel kills
 * the engine when this process dies, even by SIGKILL and even while the engine is busy in a
 * synchronous loop that would never see its IPC channel close.
 */
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((file) => existsSync(file));

/**
 * One engine process and the one file it is analysing. The process starts on first use and is
 * reused while it stays clean: after a file it answered with an error, or a file that left its
 * memory above `recycleAboveRssMb`, it is replaced before the next file. When a file makes it
 * exceed its time or memory, or it dies, the file fails with the reason; but a process that had
 * analysed files before may fail for reasons of its own (memory an earlier file left), so the file
 * is blamed only when a fresh process fails on it too. A process killed from outside (the OOM
 * killer, an operator) says nothing about the file: it is tried again on fresh ones, with pauses,
 * and fails only when they are killed too (killed-engine-retries.ts).
 */
export class EngineSlot {
  private child: ChildProcess | undefined;
  /** Files the current process has been given: 0 for a fresh one. */
  private served = 0;
  private nextId = 1;
  private stopped = false;
  private abortRunning: (() => void) | undefined;
  /** The warm LibreOffice processes of the current engine process, as it last told (none without one). */
  private office: ConverterPoolUsage = NO_CONVERTER_USAGE;

  constructor(
    private readonly modulePath: string,
    private readonly limits: EngineLimits,
    private readonly events: EngineEvents = {},
  ) {}

  /** The engine process's id, while there is one. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  async analyse(input: AnalysisInput, options: AnalyseOptions = {}): Promise<AnalysisResult> {
    let warm = this.child !== undefined && this.served > 0;
    const kills: NodeJS.Signals[] = [];
    for (;;) {
      try {
        return await this.attempt(input, options);
      } catch (error) {
        if (this.stopped) throw error;
        if (error instanceof EngineKilledError) {
          kills.push(error.signal);
          if (kills.length >= KILLED_ENGINE_TRIES) throw new AnalysisError(killedEngineReason(kills));
          await this.pause(killedEnginePauseMs(kills.length));
        } else if (!warm || !(error instanceof AnalysisError)) {
          throw error;
        }
        warm = false; // the failure ended that process: the next one is fresh
      }
    }
  }

  /** The warm LibreOffice processes of this slot's engine process. */
  get libreOfficeUsage(): ConverterPoolUsage {
    return this.office;
  }

  /** Ends the engine process for good; a file it is analysing fails with EngineStoppedError. */
  stop(): void {
    this.stopped = true;
    this.abortRunning?.();
    this.kill();
  }

  private attempt(input: AnalysisInput, { onProgress }: AnalyseOptions): Promise<AnalysisResult> {
    if (this.stopped) return Promise.reject(new EngineStoppedError());
    const child = this.spawned();
    this.served++;
    const request: EngineRequest = { id: this.nextId++, input };
    return new Promise<AnalysisResult>((resolve, reject) => {
      const failFile = (reason: string, why: EngineRestartReason) => {
        cleanup();
        this.kill(why);
        reject(new AnalysisError(reason));
      };
      const onMessage = (reply: EngineReply | EngineNotice) => {
        if (!('id' in reply) || reply.id !== request.id) return;
        if ('progress' in reply) return onProgress?.(reply.progress);
        cleanup();
        if (!reply.ok) {
          this.kill('error'); // an engine that met an error may hold its state: the next file gets a fresh one
          reject(reply.transient ? new TransientAnalysisError(reply.message) : new AnalysisError(reply.message));
          return;
        }
        const rssMb = residentMb(child.pid);
        if (rssMb !== null && rssMb > this.limits.recycleAboveRssMb) this.kill('recycle');
        resolve(reply.result);
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        cleanup();
        if (this.stopped) return reject(new EngineStoppedError());
        const exit = engineExit(code, signal);
        if (exit.kind === 'out_of_memory') {
          this.events.onBoundHit?.('heap');
          this.events.onRestart?.('heap_bound');
          reject(new AnalysisError(`The analysis ran out of memory (more than ${this.limits.maxHeapMb} MB)`));
        } else if (exit.kind === 'killed') {
          this.events.onRestart?.('killed');
          reject(new EngineKilledError(exit.signal));
        } else {
          this.events.onRestart?.('crash');
          reject(new AnalysisError(`The analysis stopped unexpectedly (${exit.how})`));
        }
      };
      const timer = setTimeout(() => {
        this.events.onBoundHit?.('time');
        const ceiling = Math.round(this.limits.timeoutMs / 1000);
        failFile(`The analysis did not finish within ${ceiling} s (the ceiling for one file)`, 'time_bound');
      }, this.limits.timeoutMs);
      const sampler = setInterval(() => {
        const rssMb = residentMb(child.pid);
        if (rssMb !== null && rssMb > this.limits.maxRssMb) {
          this.events.onBoundHit?.('memory');
          failFile(`The analysis needed more than ${this.limits.maxRssMb} MB of memory`, 'memory_bound');
        }
      }, MEMORY_SAMPLE_MS);
      let unreachable: NodeJS.Timeout | undefined;
      const cleanup = () => {
        clearTimeout(timer);
        clearTimeout(unreachable);
        clearInterval(sampler);
        child.off('message', onMessage);
        child.off('exit', onExit);
        this.abortRunning = undefined;
      };
      this.abortRunning = () => {
        cleanup();
        reject(new EngineStoppedError());
      };
      child.on('message', onMessage);
      child.on('exit', onExit);
      child.send(request, (error) => {
        if (!error) return;
        // Its end of the channel closed: the process is ending (killed before it read the file, it
        // may be), and its exit says why; one that stays is ended here, and the file failed.
        unreachable = setTimeout(
          () => failFile(`The analysis engine could not be reached (${error.message})`, 'crash'),
          UNREACHABLE_EXIT_MS,
        );
      });
    });
  }

  /** Waits before the next try; a stop ends the wait (EngineStoppedError). */
  private pause(ms: number): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.abortRunning = undefined;
        resolve();
      }, ms);
      this.abortRunning = () => {
        clearTimeout(timer);
        this.abortRunning = undefined;
        reject(new EngineStoppedError());
      };
    });
  }

  /**
   * Kills the engine process and its process group (anything it started that outlived it); with a
   * reason, the slot's next file gets a new one, which is reported as a restart.
   */
  private kill(reason?: EngineRestartReason): void {
    const child = this.child;
    this.child = undefined;
    this.office = NO_CONVERTER_USAGE; // its LibreOffice processes die with it (their sandboxes' --die-with-parent)
    if (child?.pid === undefined) return;
    if (reason) this.events.onRestart?.(reason);
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      child.kill('SIGKILL'); // ESRCH: the group is gone already (or was never made)
    }
  }

  /** What the engine process's warm LibreOffice processes did: passed on to the pool's owner. */
  private noticed(message: EngineNotice): void {
    if (!('libreOffice' in message)) return; // progress: the running attempt's
    const notice = message.libreOffice;
    if ('usage' in notice) this.office = notice.usage;
    else if ('conversion' in notice) this.events.libreOffice?.onConversion?.(notice.conversion);
    else this.events.libreOffice?.onRestart?.(notice.restart);
  }

  private spawned(): ChildProcess {
    if (this.child) return this.child;
    // Not the parent's flags (Jest's, a debugger's): the heap bound, and a young generation of 2 MB
    // semi-spaces (16 by default): a long document allocates a page's worth and drops it, page after
    // page, and the larger young generation let V8 grow the heap to twice what it keeps (a 1,000-page
    // book peaked at 1.8-2x a 10-page one; 1.5-1.6x with this, and no slower: pnpm bench:large).
    // `gc()` for the readers of long documents to collect between pages (commons/heap.ts).
    const node = [
      process.execPath,
      `--max-old-space-size=${this.limits.maxHeapMb}`,
      '--max-semi-space-size=2',
      '--expose-gc',
    ];
    const child = fork(this.modulePath, [], {
      ...(SETPRIV
        ? { execPath: SETPRIV, execArgv: ['--pdeathsig', 'KILL', '--', ...node] }
        : { execArgv: node.slice(1) }),
      // Its own process group: a signal to the service's group (Ctrl-C, `kill -- -pgid`) is the
      // service's to act on; the service decides when an analysis stops (EnginePool.stop).
      detached: true,
      // glibc's malloc keeps an arena per thread that allocated (libvips', canvas' and tesseract's
      // threads), each holding what it freed: two arenas took 40 MB off a 100-megapixel image's
      // peak (pnpm bench:large). Blocks of 128 KB or more (a page's pixels, a decoded stream) are
      // mapped on their own and go back to the system when freed, rather than leave an arena
      // fragmented page after page. An operator's own settings win.
      env: {
        ...process.env,
        MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
        MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? String(128 * 1024),
      },
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    // An idle engine process must not keep the parent alive.
    child.unref();
    child.channel?.unref();
    child.on('exit', () => {
      if (this.child !== child) return;
      this.child = undefined;
      this.office = NO_CONVERTER_USAGE;
    });
    child.on('message', (message: EngineReply | EngineNotice) => {
      if (isEngineNotice(message) && this.child === child) this.noticed(message);
    });
    this.child = child;
    this.served = 0;
    return child;
  }
}

/** Resident set size of a process in MB, from /proc; null where /proc is not available. */
function residentMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return (pages * PAGE_SIZE) / (1024 * 1024);
  } catch {
    return null;
  }
}
