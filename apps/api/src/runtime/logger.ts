import { pino, type Logger } from 'pino';
import type { Config } from '@app/config';
import { LogDestination } from './log-destination.js';

/**
 * JSON lines (stdout by default); secrets in headers never reach the log. An output that cannot
 * take a line (a full disk, a closed pipe) never stops the service: the line is dropped, and a
 * warning says how many were once lines get through again (log-destination.ts).
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'role'>, destination: 1 | 2 = 1): Logger {
  const output = new LogDestination(destination, (dropped, reason) =>
    logger.warn({ dropped, reason }, `the log could not be written for a while (${reason}): ${dropped} lines lost`),
  );
  const logger: Logger = pino(
    {
      level: config.logLevel,
      base: { service: 'learn-a11y', role: config.role, pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
    },
    output,
  );
  return logger;
}

export type { Logger };
