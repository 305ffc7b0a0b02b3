import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { EmbeddedPostgresError } from './errors.js';
import { dieWithParent } from './parent-death.js';
import type { PostgresBinaries } from './postgres-binaries.js';
import { assertReachableBy, type RunAs } from './system-user.js';

const READY = 'database system is ready to accept connections';
/** Crash recovery after a kill replays the WAL written since the last checkpoint: it can take a while. */
export const START_TIMEOUT_MS = 60_000;

export interface ServerContext {
  binaries: PostgresBinaries;
  runAs: RunAs | undefined;
  pgdata: string;
  onLog: (line: string) => void;
}

export class PortTakenError extends Error {}

/** Starts the server on a free port. */
export async function startServer(context: ServerContext): Promise<{ child: ChildProcess; port: number }> {
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

/**
 * Runs the postmaster on `port` and resolves once it accepts connections. `signal` aborts a start
 * under way (the service stopping meanwhile): the server is asked to shut down, and the start fails.
 */
export async function spawnServer(
  { binaries, runAs, pgdata, onLog }: ServerContext,
  port: number,
  signal?: AbortSignal,
): Promise<ChildProcess> {
  await assertReachableBy(runAs, { executable: binaries.postgres, writableDir: pgdata });
  const args = ['-D', pgdata, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
  const [command, argv] = dieWithParent(binaries.postgres, args);
  // Own process group: a Ctrl-C in the terminal reaches the service, which stops the database
  // after in-flight work, instead of reaching PostgreSQL directly.
  const child = spawn(command, argv, { ...runAs, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  return new Promise<ChildProcess>((resolve, reject) => {
    const abort = () => child.kill('SIGINT');
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    };
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
        settle();
        resolve(child);
      }
    };
    forEachLine(child.stdout!, onLine);
    forEachLine(child.stderr!, onLine);
    child.on('error', (error) => {
      settle();
      reject(new EmbeddedPostgresError(`Could not run the embedded PostgreSQL: ${error.message}`, { cause: error }));
    });
    child.on('exit', (code) => {
      settle();
      const text = output.join('\n');
      if (signal?.aborted) reject(new EmbeddedPostgresError('The embedded PostgreSQL start was cancelled'));
      else if (/could not bind|Address already in use/i.test(text)) {
        reject(new PortTakenError(`Port ${port} on 127.0.0.1 is in use by another process: ${lastLine(output)}`));
      } else if (/lock file .* already exists/i.test(text)) {
        reject(new EmbeddedPostgresError(`The database in ${pgdata} is already in use by another PostgreSQL server`));
      } else reject(new EmbeddedPostgresError(`The embedded PostgreSQL exited (code ${code}): ${lastLine(output)}`));
    });
  });
}

/** Fast shutdown (SIGINT), then SIGKILL past `timeoutMs`; resolves once the server is gone. */
export async function stopServer(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (!isRunning(child)) return;
  const exited = waitForExit(child, timeoutMs);
  child.kill('SIGINT');
  if (!(await exited)) {
    child.kill('SIGKILL');
    await waitForExit(child, 5_000);
  }
}

export function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
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

export function runToEnd(command: string, args: string[], runAs: RunAs | undefined, onLog: (line: string) => void) {
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
  if (!isRunning(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export function lastLine(lines: string[]): string {
  return lines.filter((l) => /error|fatal|panic/i.test(l)).at(-1) ?? lines.at(-1) ?? 'no output';
}
