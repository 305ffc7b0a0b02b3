import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ContainmentLimits } from '../../containment/containment-limits.js';
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
 * member: a fresh one if need be.
 */
export class OfficePool {
  private readonly idle: Idle[] = [];
  private readonly waiting: ((member: WarmOffice | null) => void)[] = [];
  private members = 0;
  private swept: Promise<void> | undefined;

  constructor(private readonly options: OfficePoolOptions) {}

  /** Runs `work` on a member; `timeoutMs` bounds each of its conversions. */
  async run(work: PooledConversion, timeoutMs: number): Promise<string> {
    const member = await this.acquire();
    try {
      return await work(member, (request) => member.convert(request, timeoutMs));
    } finally {
      await this.release(member);
    }
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
      const handed = await new Promise<WarmOffice | null>((resolve) => this.waiting.push(resolve));
      if (handed) return handed;
      // A member was retired for this waiter: its place is free (members already decremented).
    }
    this.members++;
    try {
      this.swept ??= removeOrphanMemberDirs();
      await this.swept;
      const { bwrap, soffice, python, limits } = this.options;
      return await WarmOffice.start(bwrap, soffice, python, limits);
    } catch (error) {
      this.members--;
      this.waiting.shift()?.(null);
      throw error;
    }
  }

  private async release(member: WarmOffice): Promise<void> {
    const { maxConversions, maxRssBytes, idleMs } = this.options;
    let healthy = member.alive && member.conversions < maxConversions && member.rssBytes <= maxRssBytes;
    if (healthy) {
      try {
        await member.clearExchange();
      } catch {
        healthy = false;
      }
    }
    if (!healthy) {
      await this.retire(member);
      this.waiting.shift()?.(null);
      return;
    }
    const next = this.waiting.shift();
    if (next) return next(member);
    const timer = setTimeout(() => {
      const index = this.idle.findIndex((entry) => entry.member === member);
      if (index >= 0) this.idle.splice(index, 1);
      void this.retire(member);
    }, idleMs);
    timer.unref();
    this.idle.push({ member, timer });
  }

  private async retire(member: WarmOffice): Promise<void> {
    this.members--;
    await member.stop().catch(() => {});
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
