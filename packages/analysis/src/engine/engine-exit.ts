/**
 * How an engine process ended while it analysed a file, read from its exit code and signal (the
 * slot's own kills are not seen here: it stops listening before it kills).
 *
 * - `out_of_memory`: V8 aborts with SIGABRT (or exit code 134) when the heap limit is reached: the
 *   file needed more than the heap bound, a definite verdict.
 * - `killed`: a signal sent from outside (the kernel's OOM killer, an operator's `kill`): it says
 *   nothing about the file, so the file is tried again on a fresh engine.
 * - `crashed`: an exit code, or a signal the process brings on itself (a fault in native code, a
 *   resource limit of its own): the file crashed the engine.
 */
export type EngineExit =
  { kind: 'out_of_memory' } | { kind: 'killed'; signal: NodeJS.Signals } | { kind: 'crashed'; how: string };

/** Signals the kernel raises in a process for something it did itself. */
const SELF_INFLICTED: ReadonlySet<NodeJS.Signals> = new Set<NodeJS.Signals>([
  'SIGSEGV',
  'SIGBUS',
  'SIGILL',
  'SIGFPE',
  'SIGTRAP',
  'SIGSYS',
  'SIGXCPU',
  'SIGXFSZ',
]);

export function engineExit(code: number | null, signal: NodeJS.Signals | null): EngineExit {
  if (signal === 'SIGABRT' || code === 134) return { kind: 'out_of_memory' };
  if (signal !== null && !SELF_INFLICTED.has(signal)) return { kind: 'killed', signal };
  return { kind: 'crashed', how: signal ?? `exit code ${code}` };
}

/**
 * The engine process was killed from outside while it analysed the file. The slot tries the file
 * again on a fresh engine; it never leaves the slot as such.
 */
export class EngineKilledError extends Error {
  constructor(readonly signal: NodeJS.Signals) {
    super(`The analysis engine was killed (${signal})`);
    this.name = 'EngineKilledError';
  }
}
