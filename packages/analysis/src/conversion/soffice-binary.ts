import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

let found: Promise<string | null> | undefined;

/**
 * The LibreOffice executable: SOFFICE_PATH if set, else `soffice` on PATH; null if there is none.
 * Looked up once per process (installing LibreOffice means restarting the service).
 */
export function sofficeBinary(): Promise<string | null> {
  found ??= locate();
  return found;
}

export async function libreOfficeAvailable(): Promise<boolean> {
  return (await sofficeBinary()) !== null;
}

async function locate(): Promise<string | null> {
  const configured = process.env.SOFFICE_PATH;
  if (configured) return (await executable(configured)) ? configured : null;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, 'soffice');
    if (await executable(candidate)) return candidate;
  }
  return null;
}

async function executable(file: string): Promise<boolean> {
  try {
    await fs.access(file, constants.X_OK);
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}
