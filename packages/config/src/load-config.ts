import { VARIABLES, type Config } from './variables.js';

/** Every bad variable at once, one line each, so a start-up fails with the whole list. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const config: Partial<Record<keyof Config, unknown>> = {};
  for (const variable of VARIABLES) {
    const raw = env[variable.name];
    try {
      config[variable.key] = variable.parse(raw);
    } catch (error) {
      const shown = variable.secret ? '(value hidden)' : `=${JSON.stringify(raw)}`;
      problems.push(`${variable.name}${variable.secret ? ' ' : ''}${shown} ${(error as Error).message}`);
    }
  }
  if (Boolean(config.learnBootstrapAppKey) !== Boolean(config.learnBootstrapAppSecret)) {
    problems.push('LEARN_BOOTSTRAP_APP_KEY and LEARN_BOOTSTRAP_APP_SECRET go together: set both or neither');
  }
  if ((config.a11yBootstrapClientId === undefined) !== (config.a11yBootstrapClientSecret === undefined)) {
    problems.push('A11Y_BOOTSTRAP_CLIENT_ID and A11Y_BOOTSTRAP_CLIENT_SECRET go together: set both or neither');
  }
  if (config.blobStore === 's3' && config.s3Bucket === undefined) {
    problems.push('BLOB_STORE=s3 needs S3_BUCKET');
  }
  if ((config.s3AccessKeyId === undefined) !== (config.s3SecretAccessKey === undefined)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config as Config;
}
