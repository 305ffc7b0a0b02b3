import fs from 'node:fs';

const MB = 1024 * 1024;

/**
 * Free space, in whole MB, that this process may use on the file system holding `dir` (what is
 * left for unprivileged users: root's reserve does not count, as a server run as a normal user
 * cannot use it). Undefined when it cannot be read (the directory gone).
 */
export async function freeMegabytes(dir: string): Promise<number | undefined> {
  try {
    const stats = await fs.promises.statfs(dir);
    return Math.floor((stats.bavail * stats.bsize) / MB);
  } catch {
    return undefined;
  }
}
