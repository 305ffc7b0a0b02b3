import { findExecutable } from '../containment/executable.js';

let found: Promise<string | null> | undefined;

/**
 * The LibreOffice executable: SOFFICE_PATH if set, else `soffice` on PATH; null if there is none.
 * Looked up once per process (installing LibreOffice means restarting the service).
 */
export function sofficeBinary(): Promise<string | null> {
  found ??= findExecutable('soffice', 'SOFFICE_PATH');
  return found;
}
