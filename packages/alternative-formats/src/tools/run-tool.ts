import { containment, DEFAULT_CONTAINMENT_LIMITS, runContained, type ContainmentLimits } from '@app/analysis';

/** A format that cannot be made from this file, and trying again will not change that. */
export class FormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormatError';
  }
}

/**
 * Speech and braille tools read only text we wrote, never the uploaded file; they still run in the
 * engine's sandbox (containment/: no network, only the work directory, bounded memory and time),
 * because that text is the uploader's.
 */
export const TOOL_LIMITS: ContainmentLimits = {
  ...DEFAULT_CONTAINMENT_LIMITS,
  timeoutMs: 5 * 60_000,
  addressSpaceBytes: 1024 ** 3,
};

/** Runs `command` (on PATH inside the sandbox) in `workDir`; its files go there. */
export async function runTool(command: string, args: string[], workDir: string, limits = TOOL_LIMITS): Promise<void> {
  const sandbox = await containment();
  if (!sandbox.available) throw new FormatError(`${sandbox.reason}; ${command} cannot run`);
  const outcome = await runContained(sandbox.bwrap, command, args, workDir, limits);
  if (outcome.kind === 'timedOut') throw new FormatError(`${command} took longer than ${limits.timeoutMs / 1000} s`);
  if (outcome.code !== 0) {
    const missing = /execvp|No such file/i.test(outcome.stderr) ? ` (is ${command} installed?)` : '';
    throw new FormatError(
      `${command} failed${missing}: ${outcome.stderr.trim().slice(0, 300) || `exit ${outcome.code ?? outcome.signal}`}`,
    );
  }
}
