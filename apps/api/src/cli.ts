/**
 * The project's command line: `pnpm cli <command>`. It uses DATABASE_URL, or the embedded
 * database of a service running on DATA_DIR, or starts the embedded database itself.
 */
import { loadConfig } from '@app/config';
import { createLogger } from './runtime/logger.js';
import { startRuntime, type Runtime } from './runtime/runtime.js';
import { failStartup } from './runtime/startup-failure.js';
import { runSmokeCheck } from './smoke/smoke-check.js';

const COMMANDS: Record<string, { help: string; run: (runtime: Runtime) => Promise<string> }> = {
  migrate: {
    help: 'apply the committed migrations to the database, then exit',
    run: async (runtime) => {
      const { applied, alreadyApplied } = runtime.database.migrations;
      return applied.length > 0 ? `Applied ${applied.join(', ')}` : `Up to date (${alreadyApplied} migrations applied)`;
    },
  },
  smoke: {
    help: 'send a smoke job and wait until a running worker completes it',
    run: async (runtime) => {
      const result = await runSmokeCheck(runtime.prisma, runtime.queue);
      return `Smoke job ${result.id} completed by worker ${result.workerId} in ${result.roundTripMs} ms`;
    },
  },
};

function usage(): string {
  const lines = Object.entries(COMMANDS).map(([name, { help }]) => `  ${name.padEnd(10)} ${help}`);
  return `usage: pnpm cli <command>\n\ncommands:\n${lines.join('\n')}\n`;
}

async function cli(args: string[]) {
  const command = COMMANDS[args[0] ?? ''];
  if (!command) {
    process.stderr.write(usage());
    process.exit(2);
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    failStartup(error);
  }
  // Logs go to stderr, quiet unless LOG_LEVEL asks: stdout is the command's answer.
  const logger = createLogger({ ...config, logLevel: process.env.LOG_LEVEL ? config.logLevel : 'warn' }, 2);
  let runtime: Runtime | undefined;
  try {
    runtime = await startRuntime(config, logger, { attachToRunning: true });
    process.stdout.write(`${await command.run(runtime)}\n`);
    await runtime.stop();
  } catch (error) {
    await runtime?.stop();
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
}

void cli(process.argv.slice(2));
