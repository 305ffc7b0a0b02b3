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
 * A page is reset for another document only after one of up to this much markup: a longer one's
 * renderer holds its memory until it is collected, and a fresh page gives it back at once.
 */
const REUSE_AFTER_MARKUP_BYTES = 1024 ** 2;

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

/** How the pages for one kind of document are readied before the document is known. */
export interface PageSetup {
  /** Readies a fresh page (settings, a blank document). */
  prepare(page: Page): Promise<void>;
  /**
   * Puts a page that has rendered a document back in the state `prepare` left it in, for the next
   * document (false: it cannot be, and a fresh one is made). Without it, each document gets a fresh
   * context and page.
   */
  reset?(page: Page): Promise<boolean>;
}

/** A context and its one page, readied by `setup`. */
interface PreparedPage {
  context: BrowserContext;
  page: Page;
  setup: PageSetup | undefined;
  /** Documents it has rendered. */
  documents: number;
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
 * The one browser of an engine process: started on first use and kept warm between documents, each
 * bounded in time and in the resident memory of all the browser's processes. Past a bound, or when
 * it crashes, the browser is killed and the next document starts a new one; a browser holding more
 * than `recycleAboveRssMb` after a document, or that has rendered `maxDocuments`, is replaced
 * before the next. A document gets a page readied before it came (`PageSetup.prepare`): the page
 * of the document before, reset (`PageSetup.reset`), with its cookies and cache cleared, for up to
 * `documentsPerPage` documents; else a fresh context and page, made while the browser waits. So a
 * document waits neither for a renderer to start nor for a page to be readied, even when documents
 * come back to back. It dies with the engine process (browser-command.ts).
 */
export class BrowserHost {
  private running: Promise<Running> | undefined;
  /** Fresh pages readied so far, by `setup.prepare` (tests and the benchmark read it). */
  pagesPrepared = 0;

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
   * Runs `work` on a page readied by `setup` (the last document's, reset, or a fresh one in a new
   * context), within the document bounds
   * (the ceiling grows with the document's `markupBytes`: documentCeilingMs);
   * past one, the file fails with the bound's name (BrowserTimeoutError, BrowserMemoryError; an
   * AnalysisError when the browser crashes) and the browser is replaced.
   * Once the document is done, its page is reset for the next document, or its context closed and
   * the next document's page prepared (same `setup`), while the browser waits.
   */
  async withPage<T>(work: (page: Page) => Promise<T>, setup?: PageSetup, markupBytes = 0): Promise<T> {
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
    let reusable = false;
    try {
      prepared = await Promise.race([this.takePage(running, setup), bounds]);
      prepared.documents++;
      const result = await Promise.race([work(prepared.page), bounds]);
      reusable = markupBytes <= REUSE_AFTER_MARKUP_BYTES;
      return result;
    } catch (error) {
      if (error instanceof AnalysisError) await this.kill(running);
      throw error;
    } finally {
      clearTimeout(timer);
      clearInterval(sampler);
      if (onDisconnected) running.browser.off('disconnected', onDisconnected);
      running.busy--;
      // A page whose document failed is not reused: what it left is not known.
      const done = this.settle(running, prepared, reusable, setup);
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
    await collectGarbage(page);
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
  private async takePage(running: Running, setup: PageSetup | undefined): Promise<PreparedPage> {
    const taken = running.spare;
    running.spare = null; // before waiting: a document running alongside makes its own
    const spare = await taken;
    if (spare && spare.setup === setup) return spare;
    if (spare) await spare.context.close().catch(() => {});
    return this.preparePage(running, setup);
  }

  private async preparePage(running: Running, setup: PageSetup | undefined): Promise<PreparedPage> {
    const context = await running.browser.createBrowserContext();
    try {
      const page = await context.newPage();
      page.on('error', () => {}); // a renderer crash rejects the work in progress
      await setup?.prepare(page);
      this.pagesPrepared++;
      return { context, page, setup, documents: 0 };
    } catch (error) {
      await context.close().catch(() => {});
      throw error;
    }
  }

  /**
   * After a document: its page reset for the next one (when it is `reusable` and may serve more),
   * else its context closed; the browser replaced if worn; else the page kept, or a fresh one
   * prepared, as the spare.
   */
  private async settle(
    running: Running,
    prepared: PreparedPage | undefined,
    reusable: boolean,
    setup: PageSetup | undefined,
  ): Promise<void> {
    const kept = prepared && reusable ? await this.reset(prepared) : null;
    if (prepared && !kept) await prepared.context.close().catch(() => {});
    await this.recycleIfWorn(running, kept?.page);
    // A browser retiring takes the kept page with it (closing it there could wait on a dead pipe).
    if (running.retiring || running.killed) return;
    if (running.spare || running.busy > 0) {
      await kept?.context.close().catch(() => {});
      return;
    }
    running.spare = kept ? Promise.resolve(kept) : this.preparePage(running, setup).catch(() => null);
  }

  /**
   * The page back in its prepared state, or null. Its cookies and cache are cleared though a
   * document can set neither (scripts never run; the request gate answers with a body and a type,
   * no headers; the cache is off while requests are intercepted): nothing of one file may reach
   * the next.
   */
  private async reset(prepared: PreparedPage): Promise<PreparedPage | null> {
    const { page, setup } = prepared;
    if (!setup?.reset || prepared.documents >= this.limits.documentsPerPage) return null;
    try {
      if (!(await setup.reset(page))) return null;
      const session = await page.createCDPSession();
      try {
        await session.send('Network.clearBrowserCookies');
        await session.send('Network.clearBrowserCache');
      } finally {
        await session.detach().catch(() => {});
      }
      return prepared;
    } catch {
      return null;
    }
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

  private async recycleIfWorn(running: Running, kept?: Page): Promise<void> {
    if (running.killed) return;
    if (!running.retiring) {
      const worn = running.documents >= this.limits.maxDocuments;
      if (!worn && !(await this.holdsTooMuch(running, kept))) return;
      // The next document starts a new browser; this one goes once the documents still on it end.
      running.retiring = true;
      await this.detach(running);
    }
    if (running.busy === 0) await this.kill(running);
  }

  /**
   * Whether the browser holds more than `recycleAboveRssMb`. Above it, what the `kept` page's
   * renderer still holds of the last document is collected, and the browser measured again: a
   * collection costs 20-40 ms, so it is made only when it decides.
   */
  private async holdsTooMuch(running: Running, kept: Page | undefined): Promise<boolean> {
    const over = () => {
      const rss = running.pid === undefined ? null : processTreeRssMb(running.pid);
      return rss !== null && rss > this.limits.recycleAboveRssMb;
    };
    if (!over()) return false;
    if (!kept) return true;
    await collectGarbage(kept).catch(() => {});
    return over();
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
    // Not waited for: the processes are gone, and puppeteer waits for their exit on handles that
    // are unref'd (launch): a process with nothing else to do (the CLI between files) would end
    // there, as if done.
    void running.browser.close().catch(() => {});
  }

  private async detach(running: Running): Promise<void> {
    if (this.running && (await this.running.catch(() => undefined)) === running) this.running = undefined;
  }

  private async forget(running: Running): Promise<void> {
    await this.detach(running);
    if (running.profileDir) await fs.rm(running.profileDir, { recursive: true, force: true }).catch(() => {});
  }
}

/** A full garbage collection in `page`'s renderer (Blink's layout objects are collected like its DOM). */
async function collectGarbage(page: Page): Promise<void> {
  const session = await page.createCDPSession();
  try {
    await session.send('HeapProfiler.collectGarbage');
  } finally {
    await session.detach().catch(() => {});
  }
}
