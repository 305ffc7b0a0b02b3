import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ContainmentLimits } from '../../containment/containment-limits.js';
import type {
  ConverterPoolEvents,
  ConverterPoolOutcome,
  ConverterPoolRestartReason,
  ConverterPoolUsage,
} from '../converter-pool-events.js';
import { WarmOffice, type WarmOutcome, type WarmRequest } from './warm-office.js';

export interface OfficePoolOptions {
  bwrap: string;
  soffice: string;
  python: string;
  limits: ContainmentLimits;
  /** Members at most (each a LibreOffice of 150–300 MB resident). */
  size: number;
  /** A member is replaced after this many conversions... */
  maxConversions: number;
  /** ...or once its sandbox holds more than this resident memory. */
  maxRssBytes: number;
  /** A member unused this long is stopped (started again on demand). */
  idleMs: number;
  /** Told of each conversion's outcome, each member replaced, and each change of `usage()`. */
  events?: ConverterPoolEvents;
}

/** A document in the exchange directory of a member, and what to do with its output. */
export type PooledConversion = (
  member: WarmOffice,
  convert: (request: WarmRequest) => Promise<WarmOutcome>,
) => Promise<string>;

interface Idle {
  member: WarmOffice;
  timer: NodeJS.Timeout;
}

const MEMBER_DIR = /^learn-a11y-lo-(\d+)-/;

/**
 * A few long-lived LibreOffice processes (warm-office.ts), one conversion at a time each. A member
 * is started on demand, reused while healthy, and replaced: after `maxConversions`, above
 * `maxRssBytes`, when it dies (a crashing document), or when a conversion outlives its time (a
 * hanging document: the member is killed). Whatever a document does, the next one gets a healthy
 * member: a fresh one if need be. What happens is told to `events` (the worker's metrics).
 */
export class OfficePool {
  private readonly idle: Idle[] = [];
  private readonly waiting: ((member: WarmOffice | null) => void)[] = [];
  private members = 0;
  private swept: Promise<void> | undefined;
  private told = '';

  constructor(private readonly options: OfficePoolOptions) {}

  /**
   * Runs `work` on a member; `timeoutMs` bounds each of its conversions. Its outcome is told as
   * `success`, `timed_out` (a conversion outlived its time), or else `fallback`: whatever else
   * failed was the member's or the warm conversion's (convertWithLibreOffice converts cold then).
   */
  async run(work: PooledConversion, timeoutMs: number): Promise<string> {
    let member: WarmOffice;
    try {
      member = await this.acquire();
    } catch (error) {
      this.tell('fallback');
      throw error;
    }
    this.changed();
    let timedOut = false;
    let outcome: ConverterPoolOutcome = 'fallback';
    try {
      const result = await work(member, async (request) => {
        const answer = await member.convert(request, timeoutMs);
        if (answer.kind === 'timedOut') timedOut = true;
        return answer;
      });
      outcome = 'success';
      return result;
    } catch (error) {
      if (timedOut) outcome = 'timed_out';
      throw error;
    } finally {
      await this.release(member, timedOut);
      this.tell(outcome);
    }
  }

  /** Members busy (converting, or starting for a conversion) and idle, and conversions waiting for one. */
  usage(): ConverterPoolUsage {
    return { busy: this.members - this.idle.length, idle: this.idle.length, waiting: this.waiting.length };
  }

  /** Stops every idle member (busy ones stop when released); for shutdown and tests. */
  async close(): Promise<void> {
    const idle = this.idle.splice(0);
    for (const { timer } of idle) clearTimeout(timer);
    await Promise.all(idle.map(({ member }) => this.retire(member)));
  }

  private async acquire(): Promise<WarmOffice> {
    const idle = this.idle.pop();
    if (idle) {
      clearTimeout(idle.timer);
      return idle.member;
    }
    if (this.members >= this.options.size) {
      const waited = new Promise<WarmOffice | null>((resolve) => this.waiting.push(resolve));
      this.changed();
      const handed = await waited;
      if (handed) return handed;
      // A member was retired for this waiter: its place is free (members already decremented).
    }
    this.members++;
    this.changed();
    try {
      this.swept ??= removeOrphanMemberDirs();
      await this.swept;
      const { bwrap, soffice, python, limits } = this.options;
      return await WarmOffice.start(bwrap, soffice, python, limits);
    } catch (error) {
      this.members--;
      this.waiting.shift()?.(null);
      this.changed();
      throw error;
    }
  }

  private async release(member: WarmOffice, timedOut: boolean): Promise<void> {
    const { maxConversions, maxRssBytes, idleMs } = this.options;
    let replaced: ConverterPoolRestartReason | undefined;
    if (!member.alive) replaced = timedOut ? 'time_bound' : 'crash';
    else if (member.conversions >= maxConversions || member.rssBytes > maxRssBytes) replaced = 'recycle';
    else {
      try {
        await member.clearExchange();
      } catch {
        replaced = 'error';
      }
    }
    if (replaced) {
      this.options.events?.onRestart?.(replaced);
      await this.retire(member);
      this.waiting.shift()?.(null);
      this.changed();
      return;
    }
    const next = this.waiting.shift();
    if (next) return next(member); // still busy: the waiter's now
    const timer = setTimeout(() => {
      const index = this.idle.findIndex((entry) => entry.member === member);
      if (index >= 0) this.idle.splice(index, 1);
      void this.retire(member);
    }, idleMs);
    timer.unref();
    this.idle.push({ member, timer });
    this.changed();
  }

  private async retire(member: WarmOffice): Promise<void> {
    this.members--;
    this.changed();
    await member.stop().catch(() => {});
  }

  private tell(outcome: ConverterPoolOutcome): void {
    this.options.events?.onConversion?.(outcome);
  }

  /** Tells `events` the pool's usage when it differs from what was last told. */
  private changed(): void {
    const onUsage = this.options.events?.onUsage;
    if (!onUsage) return;
    const usage = this.usage();
    const key = `${usage.busy}/${usage.idle}/${usage.waiting}`;
    if (key === this.told) return;
    this.told = key;
    onUsage(usage);
  }
}

/**
 * Member directories of processes that are gone (an engine killed with `kill -9` cannot remove
 * its own; its sandbox died with it).
 */
async function removeOrphanMemberDirs(): Promise<void> {
  const root = os.tmpdir();
  for (const name of await fs.readdir(root).catch(() => [])) {
    const owner = MEMBER_DIR.exec(name);
    if (owner && !running(Number(owner[1]))) {
      await fs.rm(path.join(root, name), { recursive: true, force: true }).catch(() => {});
    }
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
