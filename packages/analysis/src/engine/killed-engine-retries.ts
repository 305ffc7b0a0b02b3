/**
 * What the engine slot does when a file's engine is killed from outside (engine-exit.ts): the file
 * is tried again on a fresh engine, after a pause that doubles each time (the memory the OOM killer
 * freed may be taken again at once; an operator's stop may take a moment), and failed only after
 * this many kills in a row, with a reason that says so.
 */
export const KILLED_ENGINE_TRIES = 3;

/** The pause before the second try; doubled before each later one (2 s, 4 s). */
export const KILLED_ENGINE_FIRST_PAUSE_MS = 2_000;

export const killedEnginePauseMs = (kills: number): number => KILLED_ENGINE_FIRST_PAUSE_MS * 2 ** (kills - 1);

/** The reason a file fails with after its engine was killed on every try. */
export function killedEngineReason(signals: NodeJS.Signals[]): string {
  return (
    `The analysis engine was killed (${[...new Set(signals)].join(', ')}) on ${signals.length} attempts, ` +
    "each time by a signal from outside it (such as the system's out-of-memory killer or an operator); " +
    'try the file again later'
  );
}
