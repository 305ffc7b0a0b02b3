/**
 * Whether a process with this pid runs on this machine (in this pid namespace). EPERM means it
 * runs as another user. Used to tell a file whose writer died from one still being written; the
 * worker uses it for its work directories too.
 */
export function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
