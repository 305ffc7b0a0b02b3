import { spawn } from 'node:child_process';

export type SofficeOutcome =
  { kind: 'exited'; code: number | null; signal: NodeJS.Signals | null; stderr: string } | { kind: 'timedOut' };

const STDERR_LIMIT = 8192;

/**
 * Runs soffice in its own process group (it starts soffice.bin and sometimes helpers): on timeout
 * the whole group is killed, so nothing keeps running or holds the profile. The group is killed
 * after a normal exit too, for any straggler.
 */
export function runSoffice(binary: string, args: string[], timeoutMs: number): Promise<SofficeOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
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
    }, timeoutMs);
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
