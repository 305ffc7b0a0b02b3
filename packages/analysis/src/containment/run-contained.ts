import { spawn } from 'node:child_process';
import { bubblewrapArgs } from './bubblewrap.js';
import type { ContainmentLimits } from './containment-limits.js';

export type ContainedOutcome =
  { kind: 'exited'; code: number | null; signal: NodeJS.Signals | null; stderr: string } | { kind: 'timedOut' };

const STDERR_LIMIT = 8192;

/**
 * Runs `command` in a bubblewrap sandbox (bubblewrap.ts) that sees only `workDir`, bounded by
 * `limits`. The sandbox is its own process group, so on timeout the whole group is killed; its
 * processes live in their own PID namespace, so killing its first process ends all of them, and
 * `--die-with-parent` ends them if this process dies first.
 */
export function runContained(
  bwrap: string,
  command: string,
  args: string[],
  workDir: string,
  limits: ContainmentLimits,
): Promise<ContainedOutcome> {
  const sandbox = bubblewrapArgs(bwrap, command, args, workDir, limits);
  return new Promise((resolve, reject) => {
    const child = spawn(sandbox.file, sandbox.args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    let timedOut = false;
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < STDERR_LIMIT) stderr += chunk;
    });
    const killGroup = () => {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // ESRCH: the group is already gone.
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, limits.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      killGroup();
      resolve(timedOut ? { kind: 'timedOut' } : { kind: 'exited', code, signal, stderr });
    });
  });
}
