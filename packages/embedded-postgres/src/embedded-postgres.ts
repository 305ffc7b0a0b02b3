import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { EmbeddedPostgresError } from './errors.js';
import { acquireDataDirLock, isDataDirLocked, processExists, type DataDirLock } from './data-dir-lock.js';
import { loadPostgresBinaries, type PostgresBinaries } from './postgres-binaries.js';
import { assertReachableBy, postgresRunAs, type RunAs } from './system-user.js';

export interface EmbeddedPostgresOptions {
  /** The service's DATA_DIR; the cluster lives in `<dataDir>/postgres`. */
  dataDir: string;
  /** Receives PostgreSQL's own log lines. */
  onLog?: (line: string) => void;
}

const PASSWORD_FILE = 'postgres.password';
const PORT_FILE = 'postgres.port';
const READY = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

/**
 * A real PostgreSQL server owned by this process, with its data under DATA_DIR so it survives
 * restarts. Listens on 127.0.0.1 only, on a free port chosen at each start, with a password
 * generated at first start and kept (mode 600) beside the cluster.
 */
export class EmbeddedPostgres {
  private constructor(
    readonly url: string,
    private readonly child: ChildProcess,
    private readonly lock: DataDirLock,
    private readonly portFile: string,
  ) {}

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
      const { child, port } = await startServer({ binaries, runAs, pgdata, onLog });
      const portFile = path.join(options.dataDir, PORT_FILE);
      fs.writeFileSync(portFile, String(port));
      return new EmbeddedPostgres(urlFor(password, port), child, lock, portFile);
    } catch (error) {
      lock.release();
      throw error;
    }
  }

  /** Fast shutdown (SIGINT): open transactions are rolled back, data is checkpointed to disk. */
  async stop(): Promise<void> {
    try {
      if (this.child.exitCode === null && this.child.signalCode === null) {
        const exited = waitForExit(this.child, STOP_TIMEOUT_MS);
        this.child.kill('SIGINT');
        if (!(await exited)) {
          this.child.kill('SIGKILL');
          await waitForExit(this.child, 5_000);
        }
      }
    } finally {
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

interface ServerContext {
  binaries: PostgresBinaries;
  runAs: RunAs | undefined;
  pgdata: string;
  onLog: (line: string) => void;
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

async function startServer(context: ServerContext): Promise<{ child: ChildProcess; port: number }> {
  // A free port can be taken between our probe and the server's bind: try a few.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return { child: await spawnServer(context, port), port };
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt >= 3) throw error;
    }
  }
}

class PortTakenError extends Error {}

async function spawnServer({ binaries, runAs, pgdata, onLog }: ServerContext, port: number): Promise<ChildProcess> {
  await assertReachableBy(runAs, { executable: binaries.postgres, writableDir: pgdata });
  const args = ['-D', pgdata, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
  // Own process group: a Ctrl-C in the terminal reaches the service, which stops the database
  // after in-flight work, instead of reaching PostgreSQL directly.
  const child = spawn(binaries.postgres, args, { ...runAs, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  return new Promise<ChildProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new EmbeddedPostgresError(
          `The embedded PostgreSQL did not start within ${START_TIMEOUT_MS / 1000} s: ${lastLine(output)}`,
        ),
      );
    }, START_TIMEOUT_MS);
    const onLine = (line: string) => {
      output.push(line);
      if (output.length > 50) output.shift();
      onLog(line);
      if (line.includes(READY)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    forEachLine(child.stdout!, onLine);
    forEachLine(child.stderr!, onLine);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new EmbeddedPostgresError(`Could not run the embedded PostgreSQL: ${error.message}`, { cause: error }));
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      const text = output.join('\n');
      if (/could not bind|Address already in use/i.test(text)) reject(new PortTakenError(text));
      else if (/lock file .* already exists/i.test(text)) {
        reject(new EmbeddedPostgresError(`The database in ${pgdata} is already in use by another PostgreSQL server`));
      } else reject(new EmbeddedPostgresError(`The embedded PostgreSQL exited (code ${code}): ${lastLine(output)}`));
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function runToEnd(command: string, args: string[], runAs: RunAs | undefined, onLog: (line: string) => void) {
  return new Promise<{ code: number | null; output: string[] }>((resolve, reject) => {
    const child = spawn(command, args, { ...runAs, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    const onLine = (line: string) => {
      output.push(line);
      onLog(line);
    };
    forEachLine(child.stdout!, onLine);
    forEachLine(child.stderr!, onLine);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

function forEachLine(stream: NodeJS.ReadableStream, onLine: (line: string) => void) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) onLine(line);
  });
  stream.on('end', () => pending.trim() && onLine(pending));
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

function lastLine(lines: string[]): string {
  return lines.filter((l) => /error|fatal|panic/i.test(l)).at(-1) ?? lines.at(-1) ?? 'no output';
}
