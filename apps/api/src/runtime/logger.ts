import { pino, type Logger } from 'pino';
import type { Config } from '@app/config';

/** JSON lines on stdout; secrets in headers never reach the log. */
export function createLogger(config: Pick<Config, 'logLevel' | 'role'>): Logger {
  return pino({
    level: config.logLevel,
    base: { service: 'learn-a11y', role: config.role, pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  });
}

export type { Logger };
