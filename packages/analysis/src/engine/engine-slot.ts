import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { AnalysisError, type AnalysisInput, type AnalysisResult } from '../analyse.js';
import type { EngineLimits } from './engine-limits.js';
import type { EngineReply, EngineRequest } from './engine-messages.js';

const MEMORY_SAMPLE_MS = 200;
const PAGE_SIZE = 4096;

/**
 * One engine process and the one file it is analysing. The process starts on first use and is
 * reused; when a file makes it exceed its time or memory, or it dies, the file fails with the
 * reason and the next file gets a fresh process.
 */
export class EngineSlot {
  private child: ChildProcess | undefined;
  private nextId = 1;

  constructor(
    private readonly modulePath: string,
    private readonly limits: EngineLimits,
  ) {}

  analyse(input: AnalysisInput): Promise<AnalysisResult> {
    const child = this.spawned();
    const request: EngineRequest = { id: this.nextId++, input };
    return new Promise<AnalysisResult>((resolve, reject) => {
      const fail = (reason: string) => {
        this.kill();
        reject(new AnalysisError(reason));
      };
      const onMessage = (reply: EngineReply) => {
        if (reply.id !== request.id) return;
        cleanup();
        if (reply.ok) resolve(reply.result);
        else reject(new AnalysisError(reply.message));
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        cleanup();
        this.child = undefined;
        // V8 aborts with SIGABRT (or exit code 134) when the heap limit is reached.
        const outOfMemory = signal === 'SIGABRT' || code === 134;
        reject(
          new AnalysisError(
            outOfMemory
              ? `The analysis ran out of memory (more than ${this.limits.maxHeapMb} MB)`
              : `The analysis stopped unexpectedly (${signal ?? `exit code ${code}`})`,
          ),
        );
      };
      const timer = setTimeout(() => {
        cleanup();
        fail(`The analysis did not finish within ${Math.round(this.limits.timeoutMs / 1000)} s`);
      }, this.limits.timeoutMs);
      const sampler = setInterval(() => {
        const rssMb = residentMb(child.pid);
        if (rssMb !== null && rssMb > this.limits.maxRssMb) {
          cleanup();
          fail(`The analysis needed more than ${this.limits.maxRssMb} MB of memory`);
        }
      }, MEMORY_SAMPLE_MS);
      const cleanup = () => {
        clearTimeout(timer);
        clearInterval(sampler);
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      child.on('message', onMessage);
      child.on('exit', onExit);
      child.send(request);
    });
  }

  kill(): void {
    this.child?.kill('SIGKILL');
    this.child = undefined;
  }

  private spawned(): ChildProcess {
    if (this.child) return this.child;
    const child = fork(this.modulePath, [], {
      // Not the parent's flags (Jest's, a debugger's): only the heap bound.
      execArgv: [`--max-old-space-size=${this.limits.maxHeapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    // An idle engine process must not keep the parent alive.
    child.unref();
    child.channel?.unref();
    child.on('exit', () => {
      if (this.child === child) this.child = undefined;
    });
    this.child = child;
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
