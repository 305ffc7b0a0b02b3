import fs from 'node:fs';
import path from 'node:path';

export class DataDirError extends Error {}

/** DATA_DIR exists (created if needed) and we can write to it; one clear line if not. */
export function ensureWritableDataDir(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    const probe = path.join(dataDir, `.write-probe-${process.pid}`);
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOTDIR' || code === 'EEXIST' ? 'a part of the path is a file' : (code ?? (error as Error).message);
    throw new DataDirError(
      `DATA_DIR ${dataDir} is not writable (${why}); set DATA_DIR to a directory this user can write`,
    );
  }
}
