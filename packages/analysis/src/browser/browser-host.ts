import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import { AnalysisError, TransientAnalysisError } from '../analyse.js';
import { containment } from '../containment/containment.js';
import { browserCommand, type BrowserContainment } from './browser-command.js';
import { DEFAULT_BROWSER_LIMITS, documentCeilingMs, type BrowserLimits } from './browser-limits.js';
import { findChromium } from './chromium-binary.js';
import { processTreeRssMb } from './process-tree.js';

const MEMORY_SAMPLE_MS = 500;
const LAUNCH_TIMEOUT_MS = 30_000;

/**
 * A document ran past its ceiling in the browser (`documentTimeoutMs`, kept for a browser that is
 * stuck). An AnalysisError like the other bounds, so a caller that looks no further fails the file;
 * HTML reading judges the file on its markup alone instead (formats/html/read-html.ts).
 */
export class BrowserTimeoutError extends AnalysisError {
  constructor(readonly timeoutMs: number) {
    super(`The page could not be rendered within ${timeoutMs / 1000} s`);
  }
}

/**
 * A document took the browser past its memory bound (`maxRssMb`): like BrowserTimeoutError, HTML
 * reading judges the file on its markup alone. When the browser crashes, the error stays a plain
 * AnalysisError.
 */
export class BrowserMemoryError extends AnalysisError {
  constructor(readonly maxRssMb: number) {
    super(`The page needed more than ${maxRssMb} MB of memory in the browser`);
  }
}

/** Whether a browser can render here, and if not, why (said in the feedback of HTML files). */
export type BrowserAvailability = { available: true } | { available: false; reason: string };

/** Readies a fresh page for a document before the document is known (settings, a blank document). */
export type PreparePage = (page: Page) => Promise<void>;

/** A fresh context and its one page, readied by `prepare`. */
interface PreparedPage {
  context: BrowserContext;
  page: Page;
  prepare: PreparePage | undefined;
}

interface Running {
  browser: Browser;
  pid: number | undefined;
  profileDir: string | null;
  documents: number;
  /** Documents on it now (a process may render more than one at a time: the CLI, tests). */
  busy: number;
  /** Worn out: no new document goes to it, and it is killed when the last one on it is done. */
  retiring: boolean;
  killed: boolean;
  /** The next document's page, prepared while the browser had nothing to do; null: none. */
  spare: Promise<PreparedPage | null> | null;
  /** What follows the documents done so far: closing their contexts, the recycle check, the spare. */
  settling: Promise<void>;
}

/**
 * The one browser of an engine process: started on first use and kept warm between documents; each
 * document gets a fresh browser context (no cookies, cache or storage shared with the previous one)
 * and is bounded in time and in the resident memory of all the browser's processes. Past a bound,
 * or when it crashes, the browser is killed and the next document starts a new one; a browser
 * holding more than `recycleAboveRssMb` after a document, or that has rendered `maxDocuments`, is
 * replaced before the next. While it waits for the next document, that document's context and
 * page are made and readied (`PreparePage`), so a document does not wait for them. It dies with the
 * engine process (browser-command.ts).
 */
export class BrowserHost {
  private running: Promise<Running> | undefined;

  constructor(private readonly limits: BrowserLimits = DEFAULT_BROWSER_LIMITS) {}

  /** Probes once whether Chromium is installed. */
  static async availability(): Promise<BrowserAvailability> {
    return (await findChromium())
      ? { available: true }
      : { available: false, reason: 'Chromium is not installed on the analysis server' };
  }

  /** The browser's process id while one runs (tests and the benchmark read its memory). */
  async pid(): Promise<number | undefined> {
    return this.running ? (await this.running.catch(() => undefined))?.pid : undefined;
  }

  /**
   * Runs `work` on a new page in a new context, readied by `prepare`, within the document bounds
   * (the ceiling grows with the document's `markupBytes`: documentCeilingMs);
   * past one, the file fails with the bound's name (BrowserTimeoutError, BrowserMemoryError; an
   * AnalysisError when the browser crashes) and the browser is replaced.
   * Once the document is done, its context is closed and the next document's page is prepared
   * (same `prepare`) while the browser waits: a document on a warm browser starts at once.
   */
  async withPage<T>(work: (page: Page) => Promise<T>, prepare?: PreparePage, markupBytes = 0): Promise<T> {
    const ceilingMs = documentCeilingMs(this.limits, markupBytes);
    const running = await this.settled();
    running.documents++;
    running.busy++; // until the finally below
    let timer: NodeJS.Timeout | undefined;
    let sampler: NodeJS.Timeout | undefined;
    let onDisconnected: (() => void) | undefined;
    const bounds = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new BrowserTimeoutError(ceilingMs)), ceilingMs);
      sampler = setInterval(() => {
        const rss = running.pid === undefined ? null : processTreeRssMb(running.pid);
        if (rss !== null && rss > this.limits.maxRssMb) {
          reject(new BrowserMemoryError(this.limits.maxRssMb));
        }
      }, MEMORY_SAMPLE_MS);
      onDisconnected = () => reject(new AnalysisError('The browser stopped unexpectedly while rendering the page'));
      running.browser.once('disconnected', onDisconnected);
    });
    bounds.catch(() => {});
    let prepared: PreparedPage | undefined;
    try {
      prepared = await Promise.race([this.takePage(running, prepare), bounds]);
      return await Promise.race([work(prepared.page), bounds]);
    } catch (error) {
      if (error instanceof AnalysisError) await this.kill(running);
      throw error;
    } finally {
      clearTimeout(timer);
      clearInterval(sampler);
      if (onDisconnected) running.browser.off('disconnected', onDisconnected);
      running.busy--;
      const done = this.settle(running, prepared?.context, prepare);
      running.settling = Promise.all([running.settling, done]).then(() => undefined);
    }
  }

  /**
   * Collects the garbage of `page`'s renderer once the browser holds more than half its memory
   * bound. A page read in slices (formats/html/rendered/render-html.ts) frees a slice's layout only
   * when it is collected (Blink's layout objects are garbage-collected like its DOM); a collection
   * sweeps the page's whole heap (0.1-0.5 s for a 10 MB page), so it is done only when needed.
   */
  async relieveMemory(page: Page): Promise<void> {
    const pid = await this.pid();
    const rss = pid === undefined ? null : processTreeRssMb(pid);
    if (rss === null || rss <= this.limits.maxRssMb / 2) return;
    const session = await page.createCDPSession();
    try {
      await session.send('HeapProfiler.collectGarbage');
    } finally {
      await session.detach().catch(() => {});
    }
  }

  /** Stops the browser (the engine process is exiting). */
  async close(): Promise<void> {
    const running = await this.running?.catch(() => undefined);
    if (running) await this.kill(running);
  }

  /** The running browser once the documents before are settled (a recycle may have replaced it). */
  private async settled(): Promise<Running> {
    for (;;) {
      const running = await this.launched();
      await running.settling;
      if (!running.retiring && !running.killed) return running;
    }
  }

  /** The prepared spare page if it was readied the same way, else a new one. */
  private async takePage(running: Running, prepare: PreparePage | undefined): Promise<PreparedPage> {
    const taken = running.spare;
    running.spare = null; // before waiting: a document running alongside makes its own
    const spare = await taken;
    if (spare && spare.prepare === prepare) return spare;
    if (spare) await spare.context.close().catch(() => {});
    return this.preparePage(running, prepare);
  }

  private async preparePage(running: Running, prepare: PreparePage | undefined): Promise<PreparedPage> {
    const context = await running.browser.createBrowserContext();
    try {
      const page = await context.newPage();
      page.on('error', () => {}); // a renderer crash rejects the work in progress
      await prepare?.(page);
      return { context, page, prepare };
    } catch (error) {
      await context.close().catch(() => {});
      throw error;
    }
  }

  /** After a document: its context closed, the browser replaced if worn, else the next page prepared. */
  private async settle(running: Running, context: BrowserContext | undefined, prepare: PreparePage | undefined) {
    await context?.close().catch(() => {});
    await this.recycleIfWorn(running);
    if (running.retiring || running.killed || running.spare || running.busy > 0) return;
    running.spare = this.preparePage(running, prepare).catch(() => null);
  }

  private launched(): Promise<Running> {
    this.running ??= this.launch();
    const launching = this.running;
    // A failed launch is not kept: the next document tries again.
    launching.catch(() => {
      if (this.running === launching) this.running = undefined;
    });
    return launching;
  }

  private async launch(): Promise<Running> {
    const chromium = await findChromium();
    if (!chromium) throw new AnalysisError('Chromium is not installed on the analysis server');
    const sandbox = await containment();
    const profileDir = sandbox.available ? null : await fs.mkdtemp(path.join(os.tmpdir(), 'chromium-profile-'));
    const how: BrowserContainment = sandbox.available
      ? { kind: 'bubblewrap', bwrap: sandbox.bwrap }
      : { kind: 'none', profileDir: profileDir! };
    const command = browserCommand(chromium, how);
    const browser = await puppeteer
      .launch({
        executablePath: command.file,
        args: command.args,
        ignoreDefaultArgs: true,
        pipe: true,
        headless: true,
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
        timeout: LAUNCH_TIMEOUT_MS,
        protocolTimeout: Math.max(this.limits.documentTimeoutMs, this.limits.maxDocumentTimeoutMs) * 2,
      })
      .catch((error: unknown) => {
        // Not the file's fault: the job is retried later (and the engine replaced).
        throw new TransientAnalysisError(
          `The browser could not be started (${(error as Error).message.split('\n')[0]})`,
        );
      });
    // The tab a browser opens with would keep a renderer (about 70 MB) for nothing: each file gets its own.
    for (const page of await browser.pages().catch(() => [])) await page.close().catch(() => {});
    const child = browser.process();
    // The DevTools pipe breaks (ECONNRESET) when the browser is killed: expected, not an error to crash on.
    // A warm browser never keeps this process alive (a test file or the CLI that forgets to close it
    // still exits; the browser dies with it): only a document under way does, by its timer.
    child?.unref();
    for (const stream of child?.stdio ?? []) {
      stream?.on('error', () => {});
      (stream as { unref?: () => void } | null)?.unref?.();
    }
    const running: Running = {
      browser,
      pid: child?.pid,
      profileDir,
      documents: 0,
      busy: 0,
      retiring: false,
      killed: false,
      spare: null,
      settling: Promise.resolve(),
    };
    browser.once('disconnected', () => {
      void this.forget(running);
    });
    return running;
  }

  private async recycleIfWorn(running: Running): Promise<void> {
    if (running.killed) return;
    if (!running.retiring) {
      const rss = running.pid === undefined ? null : processTreeRssMb(running.pid);
      const worn = running.documents >= this.limits.maxDocuments;
      if (!worn && !(rss !== null && rss > this.limits.recycleAboveRssMb)) return;
      // The next document starts a new browser; this one goes once the documents still on it end.
      running.retiring = true;
      await this.detach(running);
    }
    if (running.busy === 0) await this.kill(running);
  }

  /** Kills the browser and everything it started (its sandbox's PID namespace, or its process group). */
  private async kill(running: Running): Promise<void> {
    running.killed = true;
    await this.forget(running);
    const child = running.browser.process();
    if (child?.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGKILL'); // puppeteer starts it as a process group of its own
      } catch {
        child.kill('SIGKILL');
      }
    }
    await running.browser.close().catch(() => {});
  }

  private async detach(running: Running): Promise<void> {
    if (this.running && (await this.running.catch(() => undefined)) === running) this.running = undefined;
  }

  private async forget(running: Running): Promise<void> {
    await this.detach(running);
    if (running.profileDir) await fs.rm(running.profileDir, { recursive: true, force: true }).catch(() => {});
  }
}
