/**
 * The project's command line: `pnpm cli <command>`. It uses DATABASE_URL, or the embedded
 * database of a service running on DATA_DIR, or starts the embedded database itself.
 */
import { loadConfig } from '@app/config';
import { createLogger } from './runtime/logger.js';
import { startRuntime, type Runtime } from './runtime/runtime.js';
import { failStartup } from './runtime/startup-failure.js';
import { runSmokeCheck } from './smoke/smoke-check.js';
import { LearnApplications } from './learn/auth/learn-applications.js';
import { availabilityReport, availabilityService } from './learn/availability/availability-report.js';
import { CONTENT_HASH } from './accessibility/a11y-paths.js';
import { A11yClients, MAX_CLIENT_ID } from './accessibility/clients/a11y-clients.js';
import { deleteClient } from './accessibility/clients/client-deletion.js';
import { ContentRepository } from './accessibility/content/content.repository.js';
import { noContent } from './accessibility/content-reads/known-content.js';
import { ContentRetries, notFailed } from './accessibility/content-retry/content-retries.js';
import { ContentRemediationRepository } from './accessibility/content-remediation/content-remediation.repository.js';
import { ContentRemediationService } from './accessibility/content-remediation/content-remediation.service.js';
import { A11yCaller } from './accessibility/clients/caller.js';
import { ACTIONS, Policy } from './accessibility/clients/policy.js';
import { describeRemediation } from '@app/remediation';
import { WebhookStore } from '@app/webhooks';

type Options = Record<string, string>;

const COMMANDS: Record<string, { help: string; run: (runtime: Runtime, options: Options) => Promise<string> }> = {
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
  'learn:app:save': {
    help: 'create or update a Learn API application: --key K --secret S --entitlements "a,b" (or "*")',
    run: async (runtime, options) => {
      const { key, secret, entitlements } = required(options, ['key', 'secret', 'entitlements']);
      const { created } = await new LearnApplications(runtime.prisma).save({
        key,
        secret,
        entitlements: entitlements.split(','),
      });
      return `${created ? 'Created' : 'Updated'} Learn application ${key}`;
    },
  },
  'learn:app:list': {
    help: 'list the Learn API applications and their entitlements',
    run: async (runtime) => {
      const apps = await new LearnApplications(runtime.prisma).list();
      if (apps.length === 0) return 'No Learn applications';
      return apps.map((app) => `${app.key}\t${app.entitlements.join(',')}`).join('\n');
    },
  },
  'learn:app:delete': {
    help: 'delete a Learn API application and its tokens: --key K',
    run: async (runtime, options) => {
      const { key } = required(options, ['key']);
      if (!(await new LearnApplications(runtime.prisma).remove(key))) throw new Error(`No Learn application ${key}`);
      return `Deleted Learn application ${key}`;
    },
  },
  availability: {
    help: 'whether each content is available to a user, and why: --course ID --user ID [--content ID] [--at ISO]',
    run: async (runtime, options) => {
      const { course, user, content, at } = required(options, ['course', 'user']);
      const when = at === undefined ? new Date() : new Date(at);
      if (Number.isNaN(when.getTime()))
        throw new Error('--at must be an ISO 8601 date-time, such as 2026-12-01T09:00:00Z');
      return availabilityReport(availabilityService(runtime.prisma), { course, user, content, at: when });
    },
  },
  'a11y:client:save': {
    help: 'create or update an accessibility API client: --client-id N --secret S (16+ characters)',
    run: async (runtime, options) => {
      const { 'client-id': clientId, secret } = required(options, ['client-id', 'secret']);
      if (!/^\d+$/.test(clientId)) throw new Error('--client-id must be a whole number');
      const { created } = await new A11yClients(runtime.prisma).save({ clientId: Number(clientId), secret });
      return `${created ? 'Created' : 'Updated'} accessibility client ${clientId}`;
    },
  },
  'a11y:client:list': {
    help: 'list the accessibility API clients (never their secrets)',
    run: async (runtime) => {
      const clients = await new A11yClients(runtime.prisma).list();
      if (clients.length === 0) return 'No accessibility clients';
      return clients.map((c) => `${c.clientId}\tcreated ${c.created.toISOString()}`).join('\n');
    },
  },
  'a11y:client:delete': {
    help: 'delete an accessibility API client, its content records and the files only they used: --client-id N',
    run: async (runtime, options) => {
      const { 'client-id': clientId } = required(options, ['client-id']);
      if (!/^\d+$/.test(clientId) || !(await deleteClient(runtime.prisma, runtime.blobs, Number(clientId)))) {
        throw new Error(`No accessibility client ${clientId}`);
      }
      return `Deleted accessibility client ${clientId}`;
    },
  },
  'a11y:webhooks:list': {
    help: "list a client's webhooks (never their secrets) and their deliveries by status: --client-id N",
    run: async (runtime, options) => {
      const { 'client-id': clientId } = required(options, ['client-id']);
      if (!/^\d+$/.test(clientId) || Number(clientId) > MAX_CLIENT_ID) {
        throw new Error(`--client-id must be a whole number up to ${MAX_CLIENT_ID}`);
      }
      const webhooks = await new WebhookStore(runtime.prisma).listWithCounts(Number(clientId));
      if (webhooks.length === 0) return `No webhooks for client ${clientId}`;
      return webhooks
        .map((w) => {
          const counts = Object.entries(w.deliveries).map(([status, n]) => `${n} ${status}`);
          return `${w.id}\t${w.url}\t${w.events.join(',')}\tcreated ${w.created.toISOString()}\tdeliveries: ${counts.join(', ') || 'none'}`;
        })
        .join('\n');
    },
  },
  'a11y:content:retry': {
    help: "analyse a failed file again, from its stored copy: --client-id N --hash H (the file's SHA-256)",
    run: async (runtime, options) => {
      const { 'client-id': clientId, hash } = required(options, ['client-id', 'hash']);
      if (!/^\d+$/.test(clientId) || Number(clientId) > MAX_CLIENT_ID) {
        throw new Error(`--client-id must be a whole number up to ${MAX_CLIENT_ID}`);
      }
      if (!CONTENT_HASH.test(hash)) throw new Error('--hash must be 64 lowercase hexadecimal characters (SHA-256)');
      const retries = new ContentRetries(new ContentRepository(runtime.prisma), runtime.queue, runtime.logger);
      const outcome = await retries.retryFailed(Number(clientId), hash);
      if (outcome.kind === 'unknown') throw new Error(noContent(Number(clientId), hash));
      if (outcome.kind === 'not_failed') throw new Error(notFailed(outcome.record));
      return `Queued content ${hash} of client ${clientId} for analysis again (status pending)`;
    },
  },
  'a11y:content:remediation': {
    help: 'the corrected copy of a file: its changes and scores, or started (as GET …/remediation): --client-id N --hash H',
    run: async (runtime, options) => {
      const { 'client-id': clientId, hash } = required(options, ['client-id', 'hash']);
      if (!/^\d+$/.test(clientId) || Number(clientId) > MAX_CLIENT_ID) {
        throw new Error(`--client-id must be a whole number up to ${MAX_CLIENT_ID}`);
      }
      if (!CONTENT_HASH.test(hash)) throw new Error('--hash must be 64 lowercase hexadecimal characters (SHA-256)');
      const remediations = new ContentRemediationService(
        new ContentRepository(runtime.prisma),
        new ContentRemediationRepository(runtime.prisma),
        runtime.blobs,
        runtime.queue,
      );
      // The operator acts for the client, with the one grant the HTTP route needs.
      const grant = Policy.of({ statements: [{ resource: 'content:*', actions: [ACTIONS.getRemediation] }] });
      const outcome = await remediations.remediation(new A11yCaller(Number(clientId), grant), hash);
      if (outcome.kind === 'status') {
        return `The corrected copy of content ${hash} of client ${clientId} is ${outcome.body.status}: run again to see it`;
      }
      return describeRemediation(outcome.body.fileName, outcome.body);
    },
  },
};

/**
 * `--name value` pairs; the values are the command's to check. A misplaced argument is named by
 * its position, never echoed: it may be a secret.
 */
function parseOptions(args: string[]): Options {
  const options: Options = {};
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]!;
    if (!/^--[a-z][a-z-]*$/.test(name) || args[i + 1] === undefined)
      throw new Error(`Expected --name value pairs: argument ${i + 1} after the command is not a --name with a value`);
    options[name.slice(2)] = args[i + 1]!;
  }
  return options;
}

function required(options: Options, names: string[]): Options {
  const missing = names.filter((name) => !options[name]);
  if (missing.length > 0) throw new Error(`Missing ${missing.map((name) => `--${name}`).join(', ')}`);
  return options;
}

function usage(): string {
  const lines = Object.entries(COMMANDS).map(([name, { help }]) => `  ${name.padEnd(18)} ${help}`);
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
    const options = parseOptions(args.slice(1));
    runtime = await startRuntime(config, logger, { attachToRunning: true });
    process.stdout.write(`${await command.run(runtime, options)}\n`);
    await runtime.stop();
  } catch (error) {
    await runtime?.stop();
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
}

void cli(process.argv.slice(2));
