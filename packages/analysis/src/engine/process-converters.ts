import { closeSharedBrowser } from '../browser/shared-browser.js';
import { closeWarmOfficePool } from '../conversion/warm/warm-office-pool.js';

/**
 * Stops the converters a process keeps warm between files (its browser, its LibreOffice processes)
 * and removes their directories: before an engine process exits, when the CLI or a test file that
 * analysed in its own process is done. The next file starts them again.
 */
export async function closeProcessConverters(): Promise<void> {
  await Promise.allSettled([closeWarmOfficePool(), closeSharedBrowser()]);
}
