import fs from 'node:fs';
import path from 'node:path';

let setprivPath: string | null | undefined;

/**
 * The command that runs `command` so that it gets SIGINT (PostgreSQL's fast shutdown) the moment
 * the process that started it dies, however it dies — kill -9 and crashes included, which no exit
 * handler sees. util-linux's `setpriv --pdeathsig` sets that on Linux and then execs the command,
 * so the pid is the server's own. Where there is no setpriv (not Linux), the command as it is: the
 * owner's 'exit' hook and the next start's takeover of a stale DATA_DIR still stop the server.
 */
export function dieWithParent(command: string, args: string[]): [string, string[]] {
  const setpriv = findSetpriv();
  return setpriv ? [setpriv, ['--pdeathsig', 'INT', '--', command, ...args]] : [command, args];
}

function findSetpriv(): string | null {
  if (setprivPath !== undefined) return setprivPath;
  setprivPath = null;
  if (process.platform !== 'linux') return setprivPath;
  const onPath = (process.env.PATH ?? '').split(path.delimiter).filter((dir) => path.isAbsolute(dir));
  for (const dir of ['/usr/bin', '/bin', ...onPath]) {
    const candidate = path.join(dir, 'setpriv');
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      setprivPath = candidate;
      break;
    } catch {
      // not here
    }
  }
  return setprivPath;
}
