import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { until } from '@app/testing';

export const MAIN = new URL('../../dist/main.js', import.meta.url).pathname;
const CLI = new URL('../../dist/cli.js', import.meta.url).pathname;

export function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _jestOnly, DATABASE_URL: _never, ...inherited } = process.env;
  return { ...inherited, PORT: '0', LOG_LEVEL: 'info', ...env };
}

export interface ServiceProcess {
  child: ChildProcess;
  /** Resolves with the base URL once the service logs that it listens. */
  url: Promise<string>;
  logs(): Array<Record<string, unknown>>;
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  waitForLog(msg: string | RegExp, timeoutMs?: number): Promise<void>;
}

/** The built service (dist/main.js) as a real process, the way `pnpm start` runs it. */
export function spawnService(env: Record<string, string>, { detached = false } = {}): ServiceProcess {
  // `detached`: the service leads a process group of its own, as under a shell or a supervisor
  // that signals the whole group.
  const child = spawn(process.execPath, [MAIN], { env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'], detached });
  const logs: Array<Record<string, unknown>> = [];
  let stderr = '';
  let pending = '';
  const listeners = new Set<() => void>();
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop()!;
    for (const line of lines) if (line.trim()) logs.push(JSON.parse(line));
    listeners.forEach((notify) => notify());
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  // A bound on waiting, not a timing under test: a cold start while CI runs every package's tests
  // at once on two cores has taken more than 30 s.
  function waitForLog(msg: string | RegExp, timeoutMs = 90_000): Promise<void> {
    const matches = () => logs.some((l) => (typeof msg === 'string' ? l.msg === msg : msg.test(String(l.msg))));
    return new Promise((resolve, reject) => {
      if (matches()) return resolve();
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`no log ${msg} within ${timeoutMs} ms; stderr: ${stderr}`));
      }, timeoutMs);
      const check = () => {
        if (!matches()) return;
        clearTimeout(timer);
        listeners.delete(check);
        resolve();
      };
      listeners.add(check);
      void exited.then(() => {
        if (!matches()) {
          clearTimeout(timer);
          reject(new Error(`the service exited before logging ${msg}; stderr: ${stderr}`));
        }
      });
    });
  }

  const url = waitForLog(/^listening on /).then(() =>
    String(logs.find((l) => /^listening on /.test(String(l.msg)))!.url),
  );
  url.catch(() => {}); // not every test waits for it
  return { child, url, logs: () => logs, stderr: () => stderr, exited, waitForLog };
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Polls `GET /ready` until it answers 200, as an orchestrator would: each check may take up to 2 s,
 * which a just-started service on a loaded machine can exceed once. Fails with the last answer.
 */
export async function untilReady(url: string, timeoutMs = 30_000): Promise<void> {
  let last = '';
  await until(async () => {
    const res = await fetch(`${url}/ready`);
    if (res.status === 200) return true;
    last = `${res.status} ${await res.text()}`;
    return undefined;
  }, timeoutMs).catch(() => {
    throw new Error(`not ready within ${timeoutMs} ms: ${last}`);
  });
}

/** Runs `pnpm cli <args>` (dist/cli.js) to the end. */
export async function runCli(args: string[], env: Record<string, string>) {
  try {
    const { LOG_LEVEL: _quiet, ...cliEnv } = childEnv(env);
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI, ...args], { env: cliEnv });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
