import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { bubblewrapArgs } from './bubblewrap.js';
import type { ContainmentLimits } from './containment-limits.js';

/**
 * Starts `command` in a bubblewrap sandbox (bubblewrap.ts) that sees only `workDir`, bounded in
 * memory and file size by `limits` (the time bound is the caller's). The sandbox is its own
 * process group: `killSandbox` ends it and, its processes living in their own PID namespace,
 * everything it started; `--die-with-parent` ends them if this process dies first.
 */
export function spawnContained(
  bwrap: string,
  command: string,
  args: string[],
  workDir: string,
  limits: ContainmentLimits,
  stdio: StdioOptions,
): ChildProcess {
  const sandbox = bubblewrapArgs(bwrap, command, args, workDir, limits);
  return spawn(sandbox.file, sandbox.args, { detached: true, stdio });
}

/** SIGKILL to the sandbox's process group; a group already gone is fine. */
export function killSandbox(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // ESRCH: the group is already gone.
  }
}
