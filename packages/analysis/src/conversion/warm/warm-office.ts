import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import type { ContainmentLimits } from '../../containment/containment-limits.js';
import { killSandbox, spawnContained } from '../../containment/spawn-contained.js';
import { UNO_SERVER } from './uno-server.js';

/** What one warm conversion asks: files in the member's exchange directory. */
export interface WarmRequest {
  source: string;
  target: string;
  importFilter?: string;
  filter: string;
  filterData?: Record<string, boolean>;
}

export type WarmOutcome =
  | { kind: 'converted'; rssBytes: number }
  | { kind: 'failed'; error: string }
  | { kind: 'timedOut' }
  /** The sandbox ended (soffice crashed, was killed by a bound, or never started). */
  | { kind: 'died'; error: string };

interface Answer {
  ready?: boolean;
  ok?: boolean;
  error?: string;
  /** Whether soffice still runs after a failed conversion. */
  alive?: boolean;
  rssKb?: number;
}

/** How long a new member may take to start soffice and connect to it. */
const START_TIMEOUT_MS = 60_000;

/**
 * One long-lived LibreOffice, driven through UNO (uno-server.ts), in a bubblewrap sandbox of its
 * own (containment/): no network, no file of the server but its member directory
 * `<tmp>/learn-a11y-lo-<pid>-<random>/`, which holds its profile and `exchange/`, the only place
 * documents pass through (copied in, converted, copied out, emptied after each one).
 */
export class WarmOffice {
  conversions = 0;
  rssBytes = 0;
  private dead = false;
  private readonly answers: ((answer: Answer | null) => void)[] = [];

  private constructor(
    readonly dir: string,
    private readonly child: ChildProcess,
  ) {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      let answer: Answer | null = null;
      try {
        answer = JSON.parse(line) as Answer;
      } catch {
        return; // not ours: LibreOffice or Python printing on stdout
      }
      this.answers.shift()?.(answer);
    });
    child.once('close', () => {
      this.dead = true;
      for (const waiting of this.answers.splice(0)) waiting(null);
    });
    child.once('error', () => this.kill());
  }

  /** A started member, or an Error saying why none could start (the sandbox is gone then). */
  static async start(bwrap: string, soffice: string, python: string, limits: ContainmentLimits): Promise<WarmOffice> {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), `learn-a11y-lo-${process.pid}-`));
    await fs.mkdir(path.join(dir, 'exchange'));
    const profile = pathToFileURL(path.join(dir, 'profile')).href;
    const child = spawnContained(bwrap, python, ['-c', UNO_SERVER, soffice, profile], dir, limits, [
      'pipe',
      'pipe',
      'ignore',
    ]);
    // A warm process never keeps this process alive (the CLI exits when its files are done; the
    // sandbox dies with it): only a conversion under way does, by its timer.
    child.unref();
    for (const stream of [child.stdin, child.stdout] as unknown as { unref?: () => void }[]) stream.unref?.();
    const member = new WarmOffice(dir, child);
    const ready = await member.next(START_TIMEOUT_MS);
    if (ready === 'timedOut' || !ready?.ready) {
      await member.stop();
      throw new Error(
        ready === 'timedOut'
          ? `LibreOffice did not start within ${START_TIMEOUT_MS / 1000} s`
          : `LibreOffice did not start: ${ready?.error ?? 'its sandbox ended'}`,
      );
    }
    return member;
  }

  get alive(): boolean {
    return !this.dead;
  }

  get exchange(): string {
    return path.join(this.dir, 'exchange');
  }

  /** One conversion; past `timeoutMs` the member is killed (a hung document). */
  async convert(request: WarmRequest, timeoutMs: number): Promise<WarmOutcome> {
    if (this.dead) return { kind: 'died', error: 'LibreOffice is no longer running' };
    this.conversions++;
    const answer = this.next(timeoutMs);
    this.child.stdin!.write(`${JSON.stringify(request)}\n`);
    const result = await answer;
    if (result === 'timedOut') {
      this.kill();
      return { kind: 'timedOut' };
    }
    if (result === null) return { kind: 'died', error: 'LibreOffice stopped during the conversion' };
    if (!result.ok) {
      if (result.alive !== false && !this.dead) return { kind: 'failed', error: result.error ?? 'unknown error' };
      this.kill(); // soffice died: the server exits after this answer; the member is never reused
      return { kind: 'died', error: result.error ?? 'LibreOffice stopped' };
    }
    this.rssBytes = (result.rssKb ?? 0) * 1024;
    return { kind: 'converted', rssBytes: this.rssBytes };
  }

  /** Empties the exchange directory: nothing of a document is there for the next one. */
  async clearExchange(): Promise<void> {
    for (const entry of await fs.readdir(this.exchange)) {
      await fs.rm(path.join(this.exchange, entry), { recursive: true, force: true });
    }
  }

  kill(): void {
    this.dead = true;
    killSandbox(this.child);
  }

  /** Kills the sandbox and removes the member directory. */
  async stop(): Promise<void> {
    this.kill();
    if (this.child.exitCode === null && this.child.signalCode === null) {
      await new Promise((resolve) => this.child.once('close', resolve));
    }
    await fs.rm(this.dir, { recursive: true, force: true });
  }

  private next(timeoutMs: number): Promise<Answer | null | 'timedOut'> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        const index = this.answers.indexOf(settle);
        if (index >= 0) this.answers.splice(index, 1);
        resolve('timedOut');
      }, timeoutMs);
      const settle = (answer: Answer | null) => {
        clearTimeout(timer);
        resolve(answer);
      };
      if (this.dead) settle(null);
      else this.answers.push(settle);
    });
  }
}
