/**
 * Every environment variable the service reads, declared once: the loader, the start-up
 * validation messages and `.env.example` (checked by a test) all come from this table.
 */
import path from 'node:path';
import { parseQuota, type Quota } from '@app/rate-limit';

export const ROLES = ['api', 'worker', 'all'] as const;
export type Role = (typeof ROLES)[number];

export const BLOB_STORES = ['local', 's3'] as const;
export type BlobStoreKind = (typeof BLOB_STORES)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  role: Role;
  host: string;
  port: number;
  /** Absolute path; holds the embedded database and, later, stored files. */
  dataDir: string;
  /** Below this much free space (MB) on DATA_DIR's file system, /ready answers 503; 0: no floor. */
  dataDirMinFreeMb: number;
  /** Unset: the service runs an embedded PostgreSQL under `dataDir`. */
  databaseUrl: string | undefined;
  /** /health answers 503 once the embedded PostgreSQL has been down (restarts failing) this long. */
  livenessDatabaseDownSeconds: number;
  /** Statements prepared once per connection (false behind a pooler that cannot keep them). */
  databasePreparedStatements: boolean;
  logLevel: LogLevel;
  shutdownTimeoutMs: number;
  workerConcurrency: number;
  analysisTimeoutSeconds: number;
  /** Learn API: an application with every entitlement, created or updated at start. */
  learnBootstrapAppKey: string | undefined;
  learnBootstrapAppSecret: string | undefined;
  /** Learn API: lifetime of an OAuth2 access token. */
  learnTokenTtlSeconds: number;
  /** Accessibility API: a client created or updated at start. */
  a11yBootstrapClientId: number | undefined;
  a11yBootstrapClientSecret: string | undefined;
  /** Accessibility API: the largest upload accepted, in bytes. */
  a11yUploadMaxBytes: number;
  /** Accessibility API: the most references one batch request may carry. */
  a11yBatchMaxReferences: number;
  /** Requests per Learn application per window; null: no limit. */
  learnRateLimit: Quota | null;
  /** Requests per accessibility client per window; null: no limit. */
  a11yRateLimit: Quota | null;
  /** Failed client authentications per key and per source address per window; null: no limit. */
  authFailureLimit: Quota | null;
  /** Where uploaded files and previews are kept: DATA_DIR/blobs, or an S3-compatible bucket. */
  blobStore: BlobStoreKind;
  s3Endpoint: string | undefined;
  s3Region: string;
  s3Bucket: string | undefined;
  s3AccessKeyId: string | undefined;
  s3SecretAccessKey: string | undefined;
  s3ForcePathStyle: boolean;
  s3Prefix: string;
  /** Prometheus metrics: unset, none; else `GET /metrics` on this port of `metricsHost`. */
  metricsPort: number | undefined;
  metricsHost: string;
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** Webhook receivers (`host:port`, lower case) allowed though internal, http included. */
  webhookAllowedHosts: string[];
  /** Delays in seconds after each failed webhook attempt; spent: the delivery is failed. */
  webhookRetrySchedule: number[];
}

export interface Variable<K extends keyof Config = keyof Config> {
  name: string;
  key: K;
  /** As written in `.env.example`; empty means "unset". */
  default: string;
  description: string;
  secret: boolean;
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

const httpUrl = (raw: string): string => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('must be a URL such as http://minio:9000');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('must start with http:// or https://');
  return raw.replace(/\/+$/, '');
};

const BOOLEANS: Record<string, boolean> = {
  true: true,
  1: true,
  yes: true,
  on: true,
  false: false,
  0: false,
  no: false,
  off: false,
};
const boolean = (raw: string): boolean => {
  const value = BOOLEANS[raw.toLowerCase()];
  if (value === undefined) throw new Error('must be true or false');
  return value;
};

/** S3's bucket naming rules: 3 to 63 lowercase letters, digits, dots and hyphens. */
const bucketName = (raw: string): string => {
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(raw)) {
    throw new Error('must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens');
  }
  return raw;
};

const keyPrefix = (raw: string): string => {
  if (!/^[A-Za-z0-9!_.*'()/-]{1,256}$/.test(raw) || raw.startsWith('/')) {
    throw new Error("must be up to 256 letters, digits and !_.*'()/- not starting with /, such as a11y/");
  }
  return raw;
};

/** `host:port,host:port`: IPv6 addresses in brackets, every entry with its port. */
const hostPorts = (raw: string): string[] =>
  raw.split(',').map((entry) => {
    const value = entry.trim().toLowerCase();
    const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):(\d{1,5})$/.exec(value);
    if (!match || Number(match[2]) < 1 || Number(match[2]) > 65535) {
      throw new Error('must be host:port entries, comma-separated, such as hooks.internal:8080,[::1]:9000');
    }
    return value;
  });

const DELAY_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** `5s,5m,2h`: delays of 1 s to 7 days each, comma-separated. */
const delays = (raw: string): number[] =>
  raw.split(',').map((step) => {
    const match = /^(\d{1,6})([smhd])$/.exec(step.trim());
    const seconds = match ? Number(match[1]) * DELAY_UNITS[match[2]!]! : NaN;
    if (!(seconds >= 1 && seconds <= 7 * 86_400)) {
      throw new Error('must be delays such as 5s,5m,30m,2h,24h (s, m, h or d; 1 s to 7 d each), comma-separated');
    }
    return seconds;
  });

const token = (raw: string): string => {
  if (!/^[\x21-\x7e]{16,256}$/.test(raw)) throw new Error('must be 16 to 256 printable characters without spaces');
  return raw;
};

const applicationKey = (raw: string): string => {
  if (!/^[\x21-\x7e]{1,128}$/.test(raw) || raw.includes(':')) {
    throw new Error('must be 1 to 128 printable characters without spaces or ":"');
  }
  return raw;
};

const applicationSecret = (raw: string): string => {
  if (raw.length < 16 || raw.length > 256) throw new Error('must be 16 to 256 characters long');
  return raw;
};

interface VariableSpec<K extends keyof Config> {
  name: string;
  key: K;
  default: string;
  description: string;
  parse: (raw: string) => Config[K];
  /** The value when unset or empty; without it, the default is parsed. */
  whenUnset?: () => Config[K];
  /** Never echo the value in an error message (passwords, secrets). */
  secret?: boolean;
}

function variable<K extends keyof Config>(spec: VariableSpec<K>): Variable<K> {
  return {
    name: spec.name,
    key: spec.key,
    default: spec.default,
    description: spec.description,
    secret: spec.secret ?? false,
    parse: (raw) => {
      const value = raw === undefined || raw.trim() === '' ? undefined : raw.trim();
      if (value === undefined) return spec.whenUnset ? spec.whenUnset() : spec.parse(spec.default);
      return spec.parse(value);
    },
  };
}

export const VARIABLES: Variable[] = [
  variable({
    name: 'ROLE',
    key: 'role',
    default: 'all',
    description: 'What this process runs: api (HTTP only), worker (jobs only) or all',
    parse: oneOf(ROLES),
  }),
  variable({
    name: 'HOST',
    key: 'host',
    default: '127.0.0.1',
    description: 'Address the HTTP server listens on (0.0.0.0 for every interface)',
    parse: host,
  }),
  variable({
    name: 'PORT',
    key: 'port',
    default: '3000',
    description: 'HTTP port (0 picks a free one)',
    parse: integer(0, 65535),
  }),
  variable({
    name: 'DATA_DIR',
    key: 'dataDir',
    default: './.data',
    description: 'Directory for the embedded database and stored files',
    parse: (raw) => path.resolve(raw),
  }),
  variable({
    name: 'DATA_DIR_MIN_FREE_MB',
    key: 'dataDirMinFreeMb',
    default: '256',
    description: "/ready answers 503 while DATA_DIR's file system has less free space than this, in MB (0: no floor)",
    parse: integer(0, 1_000_000_000),
  }),
  variable({
    name: 'DATABASE_URL',
    key: 'databaseUrl',
    default: '',
    description: 'PostgreSQL server to use; unset starts an embedded PostgreSQL under DATA_DIR',
    parse: postgresUrl,
    whenUnset: () => undefined,
    secret: true,
  }),
  variable({
    name: 'DATABASE_PREPARED_STATEMENTS',
    key: 'databasePreparedStatements',
    default: 'true',
    description:
      'false behind a connection pooler in transaction mode that cannot keep prepared statements (PgBouncer before 1.21, or without max_prepared_statements)',
    parse: boolean,
  }),
  variable({
    name: 'LIVENESS_DATABASE_DOWN_SECONDS',
    key: 'livenessDatabaseDownSeconds',
    default: '60',
    description:
      '/health answers 503 once the embedded PostgreSQL has been down this long, its restarts failing (DATABASE_URL unset)',
    parse: integer(1, 86_400),
  }),
  variable({
    name: 'LOG_LEVEL',
    key: 'logLevel',
    default: 'info',
    description: `Log level: ${LOG_LEVELS.join(', ')}`,
    parse: oneOf(LOG_LEVELS),
  }),
  variable({
    name: 'SHUTDOWN_TIMEOUT_MS',
    key: 'shutdownTimeoutMs',
    default: '10000',
    description: 'On SIGINT/SIGTERM, how long in-flight requests and jobs may take (the whole stop: 5 s more at most)',
    parse: integer(0, 600_000),
  }),
  variable({
    name: 'WORKER_CONCURRENCY',
    key: 'workerConcurrency',
    default: '2',
    description: 'Jobs one worker process runs at once',
    parse: integer(1, 64),
  }),
  variable({
    name: 'ANALYSIS_TIMEOUT_SECONDS',
    key: 'analysisTimeoutSeconds',
    default: '1800',
    description:
      'Longest one file may be analysed, a last resort: what is judged is bounded by work (pages, OCR), not time',
    parse: integer(10, 86_400),
  }),
  variable({
    name: 'LEARN_BOOTSTRAP_APP_KEY',
    key: 'learnBootstrapAppKey',
    default: '',
    description:
      'Learn API: key of an application with every entitlement, created or updated at start (with the secret)',
    parse: applicationKey,
    whenUnset: () => undefined,
  }),
  variable({
    name: 'LEARN_BOOTSTRAP_APP_SECRET',
    key: 'learnBootstrapAppSecret',
    default: '',
    description: 'Learn API: secret of that application (at least 16 characters)',
    parse: applicationSecret,
    whenUnset: () => undefined,
    secret: true,
  }),
  variable({
    name: 'LEARN_TOKEN_TTL_SECONDS',
    key: 'learnTokenTtlSeconds',
    default: '3600',
    description: 'Learn API: lifetime of an OAuth2 access token, in seconds',
    parse: integer(60, 86_400),
  }),
  variable({
    name: 'A11Y_BOOTSTRAP_CLIENT_ID',
    key: 'a11yBootstrapClientId',
    default: '',
    description: 'Accessibility API: numeric id of a client created or updated at start (with the secret)',
    parse: integer(1, 2_147_483_647),
    whenUnset: () => undefined,
  }),
  variable({
    name: 'A11Y_BOOTSTRAP_CLIENT_SECRET',
    key: 'a11yBootstrapClientSecret',
    default: '',
    description: "Accessibility API: that client's JWT signing secret (at least 16 characters)",
    parse: applicationSecret,
    whenUnset: () => undefined,
    secret: true,
  }),
  variable({
    name: 'A11Y_UPLOAD_MAX_BYTES',
    key: 'a11yUploadMaxBytes',
    default: '52428800',
    description: 'Accessibility API: largest upload accepted, in bytes (50 MB)',
    parse: integer(1, 2_000_000_000),
  }),
  variable({
    name: 'A11Y_BATCH_MAX_REFERENCES',
    key: 'a11yBatchMaxReferences',
    default: '100',
    description: 'Accessibility API: most references in one batch request',
    parse: integer(1, 10_000),
  }),
  variable({
    name: 'LEARN_RATE_LIMIT',
    key: 'learnRateLimit',
    default: '10000/1m',
    description:
      'Learn API: requests per application per window, <requests>/<window> (40/1m, 10000/1h; s, m, h, d), or off',
    parse: parseQuota,
  }),
  variable({
    name: 'A11Y_RATE_LIMIT',
    key: 'a11yRateLimit',
    default: '10000/1m',
    description: 'Accessibility API: requests per client per window, <requests>/<window>, or off',
    parse: parseQuota,
  }),
  variable({
    name: 'AUTH_FAILURE_LIMIT',
    key: 'authFailureLimit',
    default: '10/5m',
    description:
      'Both APIs: failed client authentications per key and per source address per window, <requests>/<window>, or off; past it, 429 until the window ends',
    parse: parseQuota,
  }),
  variable({
    name: 'BLOB_STORE',
    key: 'blobStore',
    default: 'local',
    description: `Where uploaded files and previews are kept: local (DATA_DIR/blobs) or s3 (the S3_* variables)`,
    parse: oneOf(BLOB_STORES),
  }),
  variable({
    name: 'S3_ENDPOINT',
    key: 's3Endpoint',
    default: '',
    description: 'S3-compatible API URL (MinIO, Garage, Ceph...); unset means AWS S3 in S3_REGION',
    parse: httpUrl,
    whenUnset: () => undefined,
  }),
  variable({
    name: 'S3_REGION',
    key: 's3Region',
    default: 'us-east-1',
    description: 'S3 region (most self-hosted servers accept any)',
    parse: (raw) => {
      if (!/^[a-z0-9-]{1,64}$/.test(raw)) throw new Error('must be a region name such as eu-west-1');
      return raw;
    },
  }),
  variable({
    name: 'S3_BUCKET',
    key: 's3Bucket',
    default: '',
    description: 'S3 bucket holding the files (it must exist); required with BLOB_STORE=s3',
    parse: bucketName,
    whenUnset: () => undefined,
  }),
  variable({
    name: 'S3_ACCESS_KEY_ID',
    key: 's3AccessKeyId',
    default: '',
    description:
      "S3 access key (with the secret); unset uses the AWS SDK's own chain (AWS_* variables, instance roles)",
    parse: (raw) => raw,
    whenUnset: () => undefined,
  }),
  variable({
    name: 'S3_SECRET_ACCESS_KEY',
    key: 's3SecretAccessKey',
    default: '',
    description: 'S3 secret key of that access key',
    parse: (raw) => raw,
    whenUnset: () => undefined,
    secret: true,
  }),
  variable({
    name: 'S3_FORCE_PATH_STYLE',
    key: 's3ForcePathStyle',
    default: 'false',
    description:
      'true: http://endpoint/bucket/key (MinIO, Garage, Ceph and most self-hosted servers); false: bucket.endpoint',
    parse: boolean,
  }),
  variable({
    name: 'S3_PREFIX',
    key: 's3Prefix',
    default: '',
    description: 'Prefix of every object key, to share a bucket (such as a11y/)',
    parse: keyPrefix,
    whenUnset: () => '',
  }),
  variable({
    name: 'METRICS_PORT',
    key: 'metricsPort',
    default: '',
    description: 'Prometheus metrics: GET /metrics on this port (0 picks a free one); unset serves none',
    parse: integer(0, 65535),
    whenUnset: () => undefined,
  }),
  variable({
    name: 'METRICS_HOST',
    key: 'metricsHost',
    default: '127.0.0.1',
    description: 'Address the metrics port listens on (keep it private: see docs/production.md)',
    parse: host,
  }),
  variable({
    name: 'METRICS_TOKEN',
    key: 'metricsToken',
    default: '',
    description: 'When set, a scrape must send Authorization: Bearer <this token> (16+ characters)',
    parse: token,
    whenUnset: () => undefined,
    secret: true,
  }),
  variable({
    name: 'WEBHOOK_ALLOWED_HOSTS',
    key: 'webhookAllowedHosts',
    default: '',
    description:
      'Webhook receivers allowed though internal (loopback, private...), http included: host:port entries, comma-separated',
    parse: hostPorts,
    whenUnset: () => [],
  }),
  variable({
    name: 'WEBHOOK_RETRY_SCHEDULE',
    key: 'webhookRetrySchedule',
    default: '5s,5m,30m,2h,5h,10h,14h,20h,24h',
    description:
      'Delays before each new attempt of a failed webhook delivery (s, m, h, d), comma-separated; then it is failed',
    parse: delays,
  }),
];
