import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * An external program: the path in the environment variable `override` if set (null when that is
 * not an executable file), else `name` on PATH, else null.
 */
export async function findExecutable(name: string, override: string): Promise<string | null> {
  const configured = process.env[override];
  if (configured) return (await isExecutableFile(configured)) ? configured : null;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    if (await isExecutableFile(candidate)) return candidate;
  }
  return null;
}

export async function isExecutableFile(file: string): Promise<boolean> {
  try {
    await fs.access(file, constants.X_OK);
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}
