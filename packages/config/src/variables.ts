/**
 * Every environment variable the service reads, declared once: the loader, the start-up
 * validation messages and `.env.example` (checked by a test) all come from this table.
 */
import path from 'node:path';

export const ROLES = ['api', 'worker', 'all'] as const;
export type Role = (typeof ROLES)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  role: Role;
  host: string;
  port: number;
  /** Absolute path; holds the embedded database and, later, stored files. */
  dataDir: string;
  /** Unset: the service runs an embedded PostgreSQL under `dataDir`. */
  databaseUrl: string | undefined;
  logLevel: LogLevel;
  shutdownTimeoutMs: number;
  workerConcurrency: number;
}

export interface Variable<K extends keyof Config = keyof Config> {
  name: string;
  key: K;
  /** As written in `.env.example`; empty means "unset". */
  default: string;
  description: string;
  /** Returns the value, or throws an Error whose message says what is wrong. */
  parse(raw: string | undefined): Config[K];
}

const oneOf =
  <T extends string>(allowed: readonly T[]) =>
  (raw: string): T => {
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    throw new Error(`must be one of ${allowed.join(', ')}`);
  };

const integer =
  (min: number, max: number) =>
  (raw: string): number => {
    if (!/^\d+$/.test(raw)) throw new Error(`must be a whole number from ${min} to ${max}`);
    const value = Number(raw);
    if (value < min || value > max) throw new Error(`must be a whole number from ${min} to ${max}`);
    return value;
  };

const postgresUrl = (raw: string): string => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('must be a URL such as postgresql://user:password@host:5432/database');
  }
  if (url.protocol !== 'postgresql:' && url.protocol !== 'postgres:') {
    throw new Error('must start with postgresql:// or postgres://');
  }
  if (!url.hostname) throw new Error('must name a host');
  return raw;
};

const host = (raw: string): string => {
  if (!/^[A-Za-z0-9.:\-[\]]+$/.test(raw)) throw new Error('must be a host name or IP address');
  return raw;
};

function variable<K extends keyof Config>(
  name: string,
  key: K,
  defaultValue: string,
  description: string,
  parse: (raw: string) => Config[K],
  whenUnset?: () => Config[K],
): Variable<K> {
  return {
    name,
    key,
    default: defaultValue,
    description,
    parse: (raw) => {
      const value = raw === undefined || raw.trim() === '' ? undefined : raw.trim();
      if (value === undefined) return whenUnset ? whenUnset() : parse(defaultValue);
      return parse(value);
    },
  };
}

export const VARIABLES: Variable[] = [
  variable('ROLE', 'role', 'all', 'What this process runs: api (HTTP only), worker (jobs only) or all', oneOf(ROLES)),
  variable('HOST', 'host', '127.0.0.1', 'Address the HTTP server listens on (0.0.0.0 for every interface)', host),
  variable('PORT', 'port', '3000', 'HTTP port (0 picks a free one)', integer(0, 65535)),
  variable('DATA_DIR', 'dataDir', './.data', 'Directory for the embedded database and stored files', (raw) =>
    path.resolve(raw),
  ),
  variable(
    'DATABASE_URL',
    'databaseUrl',
    '',
    'PostgreSQL server to use; unset starts an embedded PostgreSQL under DATA_DIR',
    postgresUrl,
    () => undefined,
  ),
  variable('LOG_LEVEL', 'logLevel', 'info', `Log level: ${LOG_LEVELS.join(', ')}`, oneOf(LOG_LEVELS)),
  variable(
    'SHUTDOWN_TIMEOUT_MS',
    'shutdownTimeoutMs',
    '10000',
    'How long in-flight requests and jobs may take to finish on SIGINT/SIGTERM',
    integer(0, 600_000),
  ),
  variable('WORKER_CONCURRENCY', 'workerConcurrency', '2', 'Jobs one worker process runs at once', integer(1, 64)),
];
