import { pino, type Logger } from 'pino';
import type { Config } from '@app/config';

/** JSON lines (stdout by default); secrets in headers never reach the log. */
export function createLogger(config: Pick<Config, 'logLevel' | 'role'>, destination: 1 | 2 = 1): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: 'learn-a11y', role: config.role, pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
    },
    pino.destination({ fd: destination, sync: true }),
  );
}

export type { Logger };
