/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser.
import fs from 'node:fs';
import axe from 'axe-core';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/** Debian's Chromium (docs/installation.md, "System packages"); puppeteer-core downloads no browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Screenshots of each screen, kept after the run (gitignored). */
export const ARTIFACTS = new URL('../../test-artifacts/viewer/', import.meta.url).pathname;

export async function launchBrowser(): Promise<Browser> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  return puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    // As root Chromium refuses its own sandbox; the pages are our own viewer and reports.
    args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
  });
}

export async function newPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport({ width: 1200, height: 900 });
  page.setDefaultTimeout(90_000);
  return page;
}

/** axe-core's violations on the page as it is now (WCAG 2.x A and AA rules and best practices). */
export async function axeViolations(page: Page): Promise<Array<{ id: string; targets: string[] }>> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern (no inline script).
  await page.evaluate(axe.source);
  const result = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  );
  return result.violations.map((violation) => ({
    id: violation.id,
    targets: violation.nodes.map((node) => String(node.target)),
  }));
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${ARTIFACTS}${name}.png`, fullPage: true });
}

/** Where each drawn box is, relative to its page's picture, in CSS pixels; and that picture's size. */
export interface DrawnBox {
  id: string;
  check: string;
  page: number;
  left: number;
  top: number;
  width: number;
  height: number;
  mediaWidth: number;
  mediaHeight: number;
}

/** The marks drawn on the pages: the checks' boxes, or (`.change`) a fixed copy's changes. */
export function drawnBoxes(page: Page, selector = '.box'): Promise<DrawnBox[]> {
  return page.evaluate(
    (marks) =>
      [...document.querySelectorAll<HTMLElement>(marks)].map((box) => {
        const figure = box.closest<HTMLElement>('figure.page')!;
        const media = figure.querySelector('canvas, img')!.getBoundingClientRect();
        const rect = box.getBoundingClientRect();
        return {
          id: box.id,
          check: box.dataset.check!,
          page: Number(figure.dataset.page),
          left: rect.left - media.left,
          top: rect.top - media.top,
          width: rect.width,
          height: rect.height,
          mediaWidth: media.width,
          mediaHeight: media.height,
        };
      }),
    selector,
  );
}

/** Presses Tab (or Shift+Tab) until `selector` has focus; fails after `limit` presses. */
export async function tabTo(page: Page, selector: string, { back = false, limit = 80 } = {}): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    if (back) await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    if (back) await page.keyboard.up('Shift');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return presses;
  }
  throw new Error(`${selector} never got focus in ${limit} presses of Tab`);
}

/** The focused element's outline: focus must be visible (a 2 px outline or more, not "none"). */
export function focusOutline(page: Page): Promise<{ style: string; width: number; selector: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      selector: `${element.tagName.toLowerCase()}#${element.id}.${element.className}`,
    };
  });
}
