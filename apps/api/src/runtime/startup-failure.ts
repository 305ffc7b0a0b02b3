import type { LogLevel } from '@app/config';

/**
 * A start-up that cannot go on (bad config, busy port, unreachable database...) ends with one
 * line naming the problem and exit code 1; the stack only when LOG_LEVEL asks for detail.
 */
export function failStartup(error: unknown, logLevel: LogLevel = 'info'): never {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Cannot start: ${message}\n`);
  if ((logLevel === 'debug' || logLevel === 'trace') && error instanceof Error && error.stack) {
    process.stderr.write(`${error.stack}\n`);
  }
  process.exit(1);
}
