import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { EmbeddedPostgresError } from './errors.js';
import { acquireDataDirLock, isDataDirLocked, processExists, type DataDirLock } from './data-dir-lock.js';
import { endLeftoverBackends } from './leftover-backends.js';
import { loadPostgresBinaries } from './postgres-binaries.js';
import { lastLine, runToEnd, spawnServer, startServer, type ServerContext } from './server-process.js';
import { Supervisor, type EmbeddedPostgresEvent, type EmbeddedPostgresStatus } from './supervisor.js';
import { assertReachableBy, postgresRunAs } from './system-user.js';

export interface EmbeddedPostgresOptions {
  /** The service's DATA_DIR; the cluster lives in `<dataDir>/postgres`. */
  dataDir: string;
  /** Receives PostgreSQL's own log lines. */
  onLog?: (line: string) => void;
  /** Told when the server dies on its own and how restarting it goes. */
  onEvent?: (event: EmbeddedPostgresEvent) => void;
}

const PASSWORD_FILE = 'postgres.password';
const PORT_FILE = 'postgres.port';
const STOP_TIMEOUT_MS = 30_000;

/**
 * A real PostgreSQL server owned by this process, with its data under DATA_DIR so it survives
 * restarts. Listens on 127.0.0.1 only, on a free port chosen at each start, with a password
 * generated at first start and kept (mode 600) beside the cluster. A server that dies on its own
 * is started again on the same port, so clients reconnect to the same URL; a server never
 * outlives this process (see parent-death.ts and the 'exit' hook below).
 */
export class EmbeddedPostgres {
  private readonly stopOnExit = () => this.server.signalStop();

  private constructor(
    readonly url: string,
    private readonly server: Supervisor,
    private readonly lock: DataDirLock,
    private readonly portFile: string,
  ) {
    // Whatever ends this process with the server still running (process.exit on a crash path, a
    // last uncaught error), the server is told to shut down; it finishes on its own.
    process.once('exit', this.stopOnExit);
  }

  /** Whether a live process of this service owns `dataDir` (holds its lock). */
  static isInUse(dataDir: string): boolean {
    return isDataDirLocked(dataDir);
  }

  /**
   * The URL of the server another live process of this service runs on `dataDir`, if any: lets
   * the CLI work beside a running service instead of failing on the DATA_DIR lock.
   */
  static runningUrl(dataDir: string): string | undefined {
    if (!isDataDirLocked(dataDir)) return undefined;
    try {
      const port = Number(fs.readFileSync(path.join(dataDir, PORT_FILE), 'utf8'));
      const password = fs.readFileSync(path.join(dataDir, PASSWORD_FILE), 'utf8').trim();
      return Number.isInteger(port) && port > 0 ? urlFor(password, port) : undefined;
    } catch {
      return undefined;
    }
  }

  static async start(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
    const onLog = options.onLog ?? (() => {});
    const lock = acquireDataDirLock(options.dataDir);
    try {
      const binaries = await loadPostgresBinaries();
      const runAs = await postgresRunAs();
      const pgdata = path.join(options.dataDir, 'postgres');
      const password = readOrCreatePassword(path.join(options.dataDir, PASSWORD_FILE));
      if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
        await initialise({ binaries, runAs, pgdata, password, onLog });
      }
      if (lock.tookOverStale) await stopOrphan(pgdata);
      const context: ServerContext = { binaries, runAs, pgdata, onLog };
      const { child, port } = await startServer(context);
      const portFile = path.join(options.dataDir, PORT_FILE);
      fs.writeFileSync(portFile, String(port));
      const server = new Supervisor(child, {
        respawn: (signal) => spawnServer(context, port, signal),
        beforeRespawn: () => endLeftoverBackends(pgdata),
        onEvent: options.onEvent ?? (() => {}),
        stopTimeoutMs: STOP_TIMEOUT_MS,
      });
      return new EmbeddedPostgres(urlFor(password, port), server, lock, portFile);
    } catch (error) {
      lock.release();
      throw error;
    }
  }

  /** Whether the server runs, or since when it has been down while it is restarted. */
  status(): EmbeddedPostgresStatus {
    return this.server.status();
  }

  /**
   * Fast shutdown (SIGINT): open transactions are rolled back, data is checkpointed to disk. A
   * restart under way is cancelled, and none follows.
   */
  async stop(): Promise<void> {
    try {
      await this.server.stop();
    } finally {
      process.off('exit', this.stopOnExit);
      fs.rmSync(this.portFile, { force: true });
      this.lock.release();
    }
  }
}

function urlFor(password: string, port: number): string {
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

function readOrCreatePassword(file: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = crypto.randomBytes(24).toString('base64url');
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** initdb into a scratch directory renamed into place, so a crash never leaves half a cluster. */
async function initialise(context: ServerContext & { password: string }) {
  const { binaries, runAs, pgdata, password, onLog } = context;
  if (fs.existsSync(pgdata)) {
    throw new EmbeddedPostgresError(`${pgdata} exists but is not a PostgreSQL data directory; move it away`);
  }
  const scratch = `${pgdata}.init-${process.pid}`;
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.mkdirSync(scratch, { mode: 0o700 });
  const passwordFile = path.join(scratch, '..', `.pwfile-${process.pid}`);
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  try {
    if (runAs) {
      fs.chownSync(scratch, runAs.uid, runAs.gid);
      fs.chownSync(passwordFile, runAs.uid, runAs.gid);
      await assertReachableBy(runAs, { executable: binaries.initdb, writableDir: scratch });
    }
    const args = [
      `--pgdata=${scratch}`,
      '--username=postgres',
      `--pwfile=${passwordFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--no-locale',
    ];
    const { code, output } = await runToEnd(binaries.initdb, args, runAs, onLog);
    if (code !== 0) throw new EmbeddedPostgresError(`initdb failed (exit ${code}): ${lastLine(output)}`);
    fs.renameSync(scratch, pgdata);
  } finally {
    fs.rmSync(passwordFile, { force: true });
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** A server left running by a service that died (kill -9) still holds the cluster: stop it. */
async function stopOrphan(pgdata: string) {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !processExists(pid)) return;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (processExists(pid)) {
    if (Date.now() > deadline)
      throw new EmbeddedPostgresError(`An earlier PostgreSQL (pid ${pid}) on ${pgdata} does not stop`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
