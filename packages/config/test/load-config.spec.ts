import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig, VARIABLES } from '../src/index.js';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      role: 'all',
      host: '127.0.0.1',
      port: 3000,
      dataDir: path.resolve('.data'),
      dataDirMinFreeMb: 256,
      databaseUrl: undefined,
      livenessDatabaseDownSeconds: 60,
      databasePreparedStatements: true,
      logLevel: 'info',
      shutdownTimeoutMs: 10000,
      workerConcurrency: 2,
      learnBootstrapAppKey: undefined,
      learnBootstrapAppSecret: undefined,
      learnTokenTtlSeconds: 3600,
      a11yBootstrapClientId: undefined,
      a11yBootstrapClientSecret: undefined,
      a11yUploadMaxBytes: 52428800,
      analysisTimeoutSeconds: 1800,
      a11yBatchMaxReferences: 100,
      learnRateLimit: { requests: 10000, windowSeconds: 60 },
      a11yRateLimit: { requests: 10000, windowSeconds: 60 },
      authFailureLimit: { requests: 10, windowSeconds: 300 },
      blobStore: 'local',
      s3Endpoint: undefined,
      s3Region: 'us-east-1',
      s3Bucket: undefined,
      s3AccessKeyId: undefined,
      s3SecretAccessKey: undefined,
      s3ForcePathStyle: false,
      s3Prefix: '',
      metricsPort: undefined,
      metricsHost: '127.0.0.1',
      metricsToken: undefined,
      webhookAllowedHosts: [],
      webhookRetrySchedule: [5, 300, 1800, 7200, 18_000, 36_000, 50_400, 72_000, 86_400],
    });
  });

  it('reads the S3 store and the metrics port', () => {
    expect(
      loadConfig({
        BLOB_STORE: 's3',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_REGION: 'eu-west-1',
        S3_BUCKET: 'a11y-files',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'True',
        S3_PREFIX: 'prod/',
        METRICS_PORT: '9464',
        METRICS_HOST: '0.0.0.0',
        METRICS_TOKEN: 'a-long-scrape-token',
      }),
    ).toMatchObject({
      blobStore: 's3',
      s3Endpoint: 'http://minio:9000',
      s3Region: 'eu-west-1',
      s3Bucket: 'a11y-files',
      s3AccessKeyId: 'key',
      s3SecretAccessKey: 'secret',
      s3ForcePathStyle: true,
      s3Prefix: 'prod/',
      metricsPort: 9464,
      metricsHost: '0.0.0.0',
      metricsToken: 'a-long-scrape-token',
    });
  });

  it('wants a bucket for the S3 store, and its keys together, never echoing the secret', () => {
    expect(() => loadConfig({ BLOB_STORE: 's3' })).toThrow('BLOB_STORE=s3 needs S3_BUCKET');
    expect(() => loadConfig({ S3_SECRET_ACCESS_KEY: 'hunter2' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
    );
    expect(() => loadConfig({ S3_SECRET_ACCESS_KEY: 'hunter2' })).not.toThrow(/hunter2/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      ROLE: 'worker',
      HOST: '0.0.0.0',
      PORT: '8080',
      DATA_DIR: '/var/lib/service',
      DATABASE_URL: 'postgresql://u:p@db:5432/app',
      LOG_LEVEL: 'debug',
      SHUTDOWN_TIMEOUT_MS: '500',
      WORKER_CONCURRENCY: '8',
      ANALYSIS_TIMEOUT_SECONDS: '600',
    });
    expect(config).toMatchObject({
      role: 'worker',
      host: '0.0.0.0',
      port: 8080,
      dataDir: '/var/lib/service',
      databaseUrl: 'postgresql://u:p@db:5432/app',
      logLevel: 'debug',
      shutdownTimeoutMs: 500,
      workerConcurrency: 8,
      analysisTimeoutSeconds: 600,
    });
  });

  it('treats an empty DATABASE_URL as unset (embedded database)', () => {
    expect(loadConfig({ DATABASE_URL: '  ' }).databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', '70000', 'PORT="70000" must be a whole number from 0 to 65535'],
    ['PORT', '30x', 'PORT="30x" must be a whole number from 0 to 65535'],
    ['ROLE', 'web', 'ROLE="web" must be one of api, worker, all'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL="loud" must be one of fatal, error, warn, info, debug, trace, silent'],
    ['DATABASE_URL', 'mysql://db/app', 'DATABASE_URL (value hidden) must start with postgresql:// or postgres://'],
    [
      'DATABASE_URL',
      'not a url',
      'DATABASE_URL (value hidden) must be a URL such as postgresql://user:password@host:5432/database',
    ],
    ['HOST', 'bad host!', 'HOST="bad host!" must be a host name or IP address'],
    ['WORKER_CONCURRENCY', '0', 'WORKER_CONCURRENCY="0" must be a whole number from 1 to 64'],
    ['BLOB_STORE', 'nfs', 'BLOB_STORE="nfs" must be one of local, s3'],
    ['S3_ENDPOINT', 'minio:9000', 'S3_ENDPOINT="minio:9000" must start with http:// or https://'],
    ['S3_BUCKET', 'My_Bucket', 'S3_BUCKET="My_Bucket" must be a bucket name'],
    ['S3_FORCE_PATH_STYLE', 'maybe', 'S3_FORCE_PATH_STYLE="maybe" must be true or false'],
    ['DATABASE_PREPARED_STATEMENTS', 'yes please', 'DATABASE_PREPARED_STATEMENTS="yes please" must be true or false'],
    ['S3_PREFIX', '/abs', 'S3_PREFIX="/abs" must be up to 256'],
    ['METRICS_PORT', '99999', 'METRICS_PORT="99999" must be a whole number from 0 to 65535'],
    ['METRICS_TOKEN', 'short', 'METRICS_TOKEN (value hidden) must be 16 to 256 printable characters'],
  ])('refuses %s=%s with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('never echoes a secret it refuses', () => {
    expect(() => loadConfig({ LEARN_BOOTSTRAP_APP_KEY: 'admin', LEARN_BOOTSTRAP_APP_SECRET: 'short' })).toThrow(
      'LEARN_BOOTSTRAP_APP_SECRET (value hidden) must be 16 to 256 characters long',
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db/app' })).not.toThrow(/hunter2/);
  });

  it('wants the bootstrap application key and secret together', () => {
    expect(() => loadConfig({ LEARN_BOOTSTRAP_APP_KEY: 'admin' })).toThrow(
      'LEARN_BOOTSTRAP_APP_KEY and LEARN_BOOTSTRAP_APP_SECRET go together: set both or neither',
    );
    expect(
      loadConfig({ LEARN_BOOTSTRAP_APP_KEY: 'admin', LEARN_BOOTSTRAP_APP_SECRET: 'a-long-enough-secret' }),
    ).toMatchObject({
      learnBootstrapAppKey: 'admin',
      learnBootstrapAppSecret: 'a-long-enough-secret',
    });
  });

  it('reads the rate limits as <requests>/<window> or off, and refuses anything else by name', () => {
    const config = loadConfig({ LEARN_RATE_LIMIT: '40/1m', A11Y_RATE_LIMIT: 'off', AUTH_FAILURE_LIMIT: '3/30s' });
    expect(config.learnRateLimit).toEqual({ requests: 40, windowSeconds: 60 });
    expect(config.a11yRateLimit).toBeNull();
    expect(config.authFailureLimit).toEqual({ requests: 3, windowSeconds: 30 });
    expect(() => loadConfig({ LEARN_RATE_LIMIT: '40 per minute' })).toThrow(
      'LEARN_RATE_LIMIT="40 per minute" must be <requests>/<window> such as 40/1m or 10000/1h',
    );
    expect(() => loadConfig({ A11Y_RATE_LIMIT: '0/1m' })).toThrow(
      'A11Y_RATE_LIMIT="0/1m" requests must be from 1 to 1000000000',
    );
  });

  it('reads the webhook receivers allowed and the retry schedule, and refuses anything else by name', () => {
    const config = loadConfig({
      WEBHOOK_ALLOWED_HOSTS: 'Hooks.Internal:8080, [::1]:9000,127.0.0.1:3001',
      WEBHOOK_RETRY_SCHEDULE: '1s, 2m,3h,1d',
    });
    expect(config.webhookAllowedHosts).toEqual(['hooks.internal:8080', '[::1]:9000', '127.0.0.1:3001']);
    expect(config.webhookRetrySchedule).toEqual([1, 120, 10_800, 86_400]);
    for (const [name, value] of [
      ['WEBHOOK_ALLOWED_HOSTS', 'hooks.internal'],
      ['WEBHOOK_ALLOWED_HOSTS', 'http://hooks.internal:8080'],
      ['WEBHOOK_ALLOWED_HOSTS', 'hooks.internal:0'],
      ['WEBHOOK_RETRY_SCHEDULE', '5'],
      ['WEBHOOK_RETRY_SCHEDULE', '5s,,1m'],
      ['WEBHOOK_RETRY_SCHEDULE', '8d'],
    ]) {
      expect(() => loadConfig({ [name!]: value })).toThrow(new RegExp(`${name}=`));
    }
  });

  it('reports every bad variable at once', () => {
    try {
      loadConfig({ PORT: '-1', ROLE: 'both' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toHaveLength(2);
    }
  });
});

describe('.env.example', () => {
  const example = fs.readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');

  it.each(VARIABLES.map((v) => [v.name, v.default]))('lists %s with its default', (name, defaultValue) => {
    const line = example.split('\n').find((l) => l.replace(/^#\s*/, '').startsWith(`${name}=`));
    expect(line).toBeDefined();
    expect(line!.replace(/^#\s*/, '')).toBe(`${name}=${defaultValue}`);
  });
});
