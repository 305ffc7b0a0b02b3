import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'puppeteer-core';
import { AnalysisError } from '../../src/analyse.js';
import { BrowserHost } from '../../src/browser/browser-host.js';
import { DEFAULT_BROWSER_LIMITS } from '../../src/browser/browser-limits.js';

// The browser of an engine process: bounded per document, replaced past a bound or a crash, and
// never outliving the process that started it.

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function gone(pid: number, withinMs = 10_000): Promise<boolean> {
  for (const started = Date.now(); Date.now() - started < withinMs; await sleep(100)) if (!alive(pid)) return true;
  return false;
}

/** A process that starts the shared browser and prints its pid (support/browser-owner.mjs). */
async function browserOwner(...args: string[]): Promise<{ owner: ChildProcess; pid: number }> {
  const script = fileURLToPath(new URL('support/browser-owner.mjs', import.meta.url));
  const owner = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const pid = await new Promise<number>((resolve) =>
    owner.stdout.once('data', (data) => resolve(Number(String(data)))),
  );
  return { owner, pid };
}

const quick = (host: BrowserHost) => host.withPage(async (page) => page.setContent('<p>hello</p>').then(() => 'done'));

describe('BrowserHost', () => {
  it('keeps one browser warm between documents, each in a fresh context', async () => {
    const host = new BrowserHost();
    try {
      expect(await quick(host)).toBe('done');
      const pid = await host.pid();
      const contexts = await host.withPage(async (page) => page.browser().browserContexts().length);
      expect(await host.pid()).toBe(pid);
      expect(contexts).toBe(2); // the default one and this document's
    } finally {
      await host.close();
    }
  });

  it("readies the next document's page while it waits: a fresh context, prepared before the document comes", async () => {
    const host = new BrowserHost();
    const prepared: Page[] = [];
    const setup = {
      prepare: async (page: Page) => {
        await page.setContent('<p>ready</p>');
        prepared.push(page);
      },
    };
    try {
      const first = await host.withPage(async (page) => page.browserContext(), setup);
      expect(prepared).toHaveLength(1); // the first document's page was readied on demand
      for (const started = Date.now(); prepared.length < 2 && Date.now() - started < 10_000;) await sleep(20);
      expect(prepared).toHaveLength(2); // the next one without a document asking
      const second = await host.withPage(
        async (page) => ({ page, context: page.browserContext(), text: await page.$eval('p', (p) => p.textContent) }),
        setup,
      );
      expect(second.page).toBe(prepared[1]);
      expect(second.text).toBe('ready');
      expect(second.context).not.toBe(first);
      expect(first.closed).toBe(true);
    } finally {
      await host.close();
    }
  });

  it('resets the page of a document for the next, cookies and cache cleared, up to documentsPerPage documents', async () => {
    const host = new BrowserHost({ ...DEFAULT_BROWSER_LIMITS, documentsPerPage: 2 });
    const prepared: Page[] = [];
    const resets: Page[] = [];
    const setup = {
      prepare: async (page: Page) => {
        prepared.push(page);
      },
      reset: async (page: Page) => {
        await page.setContent('<p>reset</p>');
        resets.push(page);
        return true;
      },
    };
    const leaveACookie = async (page: Page) => {
      await page.setCookie({ name: 'left', value: 'behind', domain: 'document.invalid', path: '/' });
      return page;
    };
    try {
      const first = await host.withPage(leaveACookie, setup);
      const second = await host.withPage(
        async (page) => ({
          page,
          text: await page.$eval('p', (p) => p.textContent),
          cookies: await page.cookies('http://document.invalid/'),
        }),
        setup,
      );
      expect(second.page).toBe(first);
      expect(second.text).toBe('reset');
      expect(second.cookies).toEqual([]);
      expect(resets).toEqual([first]);
      // Its second document done, the page is not reset again: the third gets a fresh one.
      const third = await host.withPage(async (page) => page, setup);
      expect(third).not.toBe(first);
      expect(first.isClosed()).toBe(true);
      expect(resets).toHaveLength(1);
      expect(prepared).toEqual([first, third]);
    } finally {
      await host.close();
    }
  });

  it('never reuses the page of a document that failed, nor one that reset cannot restore', async () => {
    const host = new BrowserHost();
    const restored = [false, true]; // what reset answers, in turn
    const setup = { prepare: async () => {}, reset: async () => restored.shift() ?? false };
    try {
      const failed = await host
        .withPage(async (page) => {
          throw Object.assign(new Error('the work failed'), { page });
        }, setup)
        .catch((error: { page: Page }) => error.page);
      const afterFailure = await host.withPage(async (page) => page, setup);
      expect(afterFailure).not.toBe(failed);
      expect(failed.isClosed()).toBe(true);
      const afterRefusedReset = await host.withPage(async (page) => page, setup);
      expect(afterRefusedReset).not.toBe(afterFailure);
      expect(await host.withPage(async (page) => page, setup)).toBe(afterRefusedReset);
    } finally {
      await host.close();
    }
  });

  it('fails a document past its time bound, replacing the browser', async () => {
    const host = new BrowserHost({ ...DEFAULT_BROWSER_LIMITS, documentTimeoutMs: 5_000 });
    try {
      await quick(host);
      const pid = (await host.pid())!;
      const error = await host.withPage(() => sleep(20_000)).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AnalysisError);
      expect((error as Error).message).toBe('The page could not be rendered within 5 s');
      expect(await gone(pid)).toBe(true);
      expect(await quick(host)).toBe('done');
      expect(await host.pid()).not.toBe(pid);
    } finally {
      await host.close();
    }
  });

  it('fails a document past its memory bound (all the browser processes together), replacing the browser', async () => {
    const host = new BrowserHost({ ...DEFAULT_BROWSER_LIMITS, maxRssMb: 20 });
    try {
      const error = await host.withPage(() => sleep(5_000)).catch((caught: unknown) => caught);
      expect((error as Error).message).toBe('The page needed more than 20 MB of memory in the browser');
    } finally {
      await host.close();
    }
  });

  it('fails the document when the browser crashes, and starts a new one for the next', async () => {
    const host = new BrowserHost();
    try {
      await quick(host);
      const pid = (await host.pid())!;
      const error = await host
        .withPage(async () => {
          process.kill(-pid, 'SIGKILL');
          await sleep(10_000);
        })
        .catch((caught: unknown) => caught);
      expect((error as Error).message).toBe('The browser stopped unexpectedly while rendering the page');
      expect(await quick(host)).toBe('done');
    } finally {
      await host.close();
    }
  });

  it('dies with the process that started it, even when that process is killed with SIGKILL', async () => {
    const { owner, pid } = await browserOwner('stay');
    expect(alive(pid)).toBe(true);
    owner.kill('SIGKILL');
    expect(await gone(pid)).toBe(true);
  });

  it('never keeps the process that started it alive: one that is done exits, and the browser with it', async () => {
    const { owner, pid } = await browserOwner();
    expect(await gone(owner.pid!)).toBe(true);
    expect(await gone(pid)).toBe(true);
  });
});
