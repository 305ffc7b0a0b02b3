import pg from 'pg';
import { EmbeddedPostgres, type EmbeddedPostgresEvent, type EmbeddedPostgresStatus } from '@app/embedded-postgres';
import { DatabaseStartError } from './errors.js';
import { applyMigrations, type MigrationReport } from './migrations/apply-migrations.js';

export interface OpenDatabaseOptions {
  /** An external server; unset starts the embedded one under `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  onPostgresLog?: (line: string) => void;
  /** The embedded server died on its own, or a restart of it succeeded or failed. */
  onEmbeddedEvent?: (event: EmbeddedPostgresEvent) => void;
  /**
   * Without `databaseUrl`, use the embedded server a running service already has on `dataDir`
   * (for the CLI beside a running service) before starting one.
   */
  attachToRunning?: boolean;
}

export interface Database {
  url: string;
  /** Who runs the server: this process (embedded), another process of ours (attached), or not us. */
  source: 'embedded' | 'attached' | 'external';
  migrations: MigrationReport;
  /**
   * The embedded server's state (it is restarted when it dies); undefined when this process does
   * not run the server (attached, external).
   */
  embeddedStatus(): EmbeddedPostgresStatus | undefined;
  /** Stops the embedded server, if any. Connections must be closed first. */
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 10_000;

/** The database the service runs on, reachable and migrated to the committed schema. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const attached =
    !options.databaseUrl && options.attachToRunning ? EmbeddedPostgres.runningUrl(options.dataDir) : undefined;
  const given = options.databaseUrl ?? attached;
  const embedded = given
    ? undefined
    : await EmbeddedPostgres.start({
        dataDir: options.dataDir,
        onLog: options.onPostgresLog,
        onEvent: options.onEmbeddedEvent,
      });
  const url = embedded?.url ?? given!;
  const source = embedded ? 'embedded' : attached ? 'attached' : 'external';
  try {
    await assertReachable(url);
    const migrations = await applyMigrations(url);
    return {
      url,
      source,
      migrations,
      embeddedStatus: () => embedded?.status(),
      close: async () => embedded?.stop(),
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

export async function assertReachable(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    throw new DatabaseStartError(`Cannot reach the database at ${describeUrl(url)}: ${describeError(error)}`, {
      cause: error,
    });
  } finally {
    await client.end().catch(() => {});
  }
}

/** host:port/database, never the password. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return 'an unparsable URL';
  }
}

function describeError(error: unknown): string {
  const err = error as NodeJS.ErrnoException & { errors?: Error[] };
  // Node reports a refused dual-stack connect as an AggregateError with an empty message.
  const inner = err.errors?.[0] as NodeJS.ErrnoException | undefined;
  const code = err.code ?? inner?.code;
  const message = err.message || inner?.message || 'unknown error';
  return code && !message.includes(code) ? `${message} (${code})` : message;
}
