import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { DEFAULT_CONTAINMENT_LIMITS } from '../../containment/containment-limits.js';
import type { ConverterPoolEvents } from '../converter-pool-events.js';
import { OfficePool } from './office-pool.js';

/** Warm LibreOffice processes at most per process (an engine process needs one: one job at a time). */
const DEFAULT_SIZE = 2;

let pool: Promise<OfficePool | null> | undefined;
let observer: ConverterPoolEvents = {};

/**
 * Who is told what this process's warm LibreOffice processes do (an engine process tells its
 * parent, engine-process.ts); the last one given replaces the one before.
 */
export function observeWarmOfficePool(events: ConverterPoolEvents): void {
  observer = events;
}

/**
 * This process's pool of warm LibreOffice processes, or null when there is none: the
 * `LIBREOFFICE_WARM_PROCESSES` environment variable is 0, or Python with LibreOffice's UNO bridge
 * (Debian's python3-uno; `LIBREOFFICE_PYTHON`, default /usr/bin/python3, which the sandbox sees)
 * is missing. Conversions are then all cold, as before.
 */
export function warmOfficePool(office: { binary: string; bwrap: string }): Promise<OfficePool | null> {
  pool ??= (async () => {
    const size = Number(process.env.LIBREOFFICE_WARM_PROCESSES ?? DEFAULT_SIZE);
    if (!Number.isInteger(size) || size <= 0) return null;
    const python = process.env.LIBREOFFICE_PYTHON || '/usr/bin/python3';
    const withUno = await promisify(execFile)(python, ['-c', 'import uno'], { timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (!withUno) return null;
    return new OfficePool({
      bwrap: office.bwrap,
      soffice: office.binary,
      python,
      limits: DEFAULT_CONTAINMENT_LIMITS,
      size,
      maxConversions: 200,
      // LibreOffice settles around 250 MB here; much more is a document's leftovers.
      maxRssBytes: 768 * 1024 ** 2,
      idleMs: 10 * 60_000,
      events: {
        onConversion: (outcome) => observer.onConversion?.(outcome),
        onRestart: (reason) => observer.onRestart?.(reason),
        onUsage: (usage) => observer.onUsage?.(usage),
      },
    });
  })();
  return pool;
}

/** Stops this process's warm LibreOffice processes and removes their directories (on exit). */
export async function closeWarmOfficePool(): Promise<void> {
  await (await pool)?.close();
}
