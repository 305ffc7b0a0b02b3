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
      problems.push(`${variable.name}=${JSON.stringify(raw)} ${(error as Error).message}`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config as Config;
}
