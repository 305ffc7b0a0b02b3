/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readDocument, type Feedback } from '@app/analysis';
import { createTestDatabase, type TestDatabase } from '@app/testing';
import jwt from 'jsonwebtoken';
import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { spawnService, type ServiceProcess } from '../support/service-process.js';
import {
  axeViolations,
  drawnBoxes,
  focusOutline,
  launchBrowser,
  newPage,
  screenshot,
  tabTo,
  type DrawnBox,
} from './viewer-browser.js';

// The viewer in a real browser (Debian's headless Chromium through puppeteer-core) against the
// real service (built dist/main.js, ROLE=all: API and worker, on the test PostgreSQL): files
// uploaded through the page, boxes measured against the API's coordinates, the keyboard path,
// axe-core on every screen; and the CLI's HTML report opened offline. Screenshots of each screen
// go to apps/api/test-artifacts/viewer/.

const FIXTURES = new URL('../../../../packages/analysis/fixtures/', import.meta.url).pathname;
const A11Y_CLI = new URL('../../../../packages/analysis/dist/cli/a11y-cli.js', import.meta.url).pathname;
const CLIENT_ID = 7;
const SECRET = 'a-viewer-test-client-secret';
/**
 * Grants every action, feedback and formats included (docs/accessibility-api.md). Signed
 * once the service has created its client: a token issued before its client existed is refused.
 */
let TOKEN: string;

const FILES = {
  pdf: `${FIXTURES}pdf/files/scanned-ocr-layer-pass.pdf`,
  docx: `${FIXTURES}office/files/docx-image-alt-missing-fail.docx`,
  html: `${FIXTURES}html/img-alt-missing-fail.html`,
  image: `${FIXTURES}image/files/text-low-contrast.png`,
  /** A heading level skipped: its fixed copy renumbers it, a change with a box on the preview. */
  fixable: `${FIXTURES}cross-format/files/headings-skip-fail.docx`,
};

let db: TestDatabase;
let service: ServiceProcess;
let base: string;
let browser: Browser;
let page: Page;
let dir: string;
const hashes: Record<string, string> = {};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'viewer-test-'));
  db = await createTestDatabase();
  service = spawnService({
    ROLE: 'all',
    DATABASE_URL: db.url,
    DATA_DIR: path.join(dir, 'data'),
    WORKER_CONCURRENCY: '2',
    A11Y_BOOTSTRAP_CLIENT_ID: String(CLIENT_ID),
    A11Y_BOOTSTRAP_CLIENT_SECRET: SECRET,
  });
  [base, browser] = await Promise.all([service.url, launchBrowser()]);
  TOKEN = jwt.sign(
    { clientId: CLIENT_ID, policy: { statements: [{ resource: 'content:*', actions: ['content:*', 'content:*:*'] }] } },
    SECRET,
    { algorithm: 'HS256' },
  );
  page = await newPage(browser);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  service?.child.kill('SIGTERM');
  await service?.exited;
  await db?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function api<T>(route: string): Promise<T> {
  const response = await fetch(`${base}/api/v2/clients/${CLIENT_ID}/content/${route}`, {
    headers: { Authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status).toBe(200);
  return (route.endsWith('/preview') ? Buffer.from(await response.arrayBuffer()) : await response.json()) as T;
}

/** How many snippets of a file have an area (what the viewer draws when its pages are shown). */
async function drawnBoxesCount(hash: string): Promise<number> {
  const feedback = await feedbackOf(hash);
  return Object.values(feedback.report.results)
    .flatMap((result) => result!.snippets ?? [])
    .filter((s) => s.x1 > s.x0 && s.y1 > s.y0).length;
}

const feedbackOf = async (hash: string) => (await api<{ feedback: Feedback }>(`${hash}?feedback=true`)).feedback;

/** Page sizes as the engine measures them (points of a PDF; pixels of a PNG, from its header). */
async function pageSizes(file: string, fileType: 'pdf' | 'png'): Promise<Array<{ width: number; height: number }>> {
  if (fileType === 'png') {
    const header = fs.readFileSync(file).subarray(16, 24);
    return [{ width: header.readUInt32BE(0), height: header.readUInt32BE(4) }];
  }
  const { document } = await readDocument({ path: file, fileType: 'pdf', mimeType: 'application/pdf' }, {});
  return document.pages.map(({ width, height }) => ({ width, height }));
}

/** Page sizes of the PDF preview the service stored for a file (an Office or HTML file's pages). */
async function previewPageSizes(hash: string): Promise<Array<{ width: number; height: number }>> {
  const preview = path.join(dir, `preview-${hash}.pdf`);
  fs.writeFileSync(preview, await api<Buffer>(`${hash}/preview`));
  return pageSizes(preview, 'pdf');
}

/**
 * Every snippet with an area is drawn once, on its page, where the API puts it: API coordinates
 * times the rendered scale (the picture's CSS width over the page's width), within a pixel.
 */
function expectBoxesAtApiCoordinates(
  drawn: DrawnBox[],
  feedback: Feedback,
  sizes: Array<{ width: number; height: number }>,
) {
  const expected = Object.entries(feedback.report.results).flatMap(([check, result]) =>
    (result!.snippets ?? []).filter((s) => s.x1 > s.x0 && s.y1 > s.y0).map((snippet) => ({ check, ...snippet })),
  );
  expect(drawn).toHaveLength(expected.length);
  const key = (box: { check: string; page: number; top: number; left: number }) =>
    `${box.check} ${box.page} ${box.top.toFixed(0).padStart(6)} ${box.left.toFixed(0).padStart(6)}`;
  const measured = [...drawn].sort((a, b) => key(a).localeCompare(key(b)));
  const wanted = expected
    .map((snippet) => {
      const size = sizes[snippet.page]!;
      const scale = drawn.find((box) => box.page === snippet.page)!.mediaWidth / size.width;
      return {
        check: snippet.check,
        page: snippet.page,
        left: snippet.x0 * scale,
        top: snippet.y0 * scale,
        width: (snippet.x1 - snippet.x0) * scale,
        height: (snippet.y1 - snippet.y0) * scale,
      };
    })
    .sort((a, b) => key(a).localeCompare(key(b)));
  measured.forEach((box, index) => {
    const want = wanted[index]!;
    expect([box.check, box.page]).toEqual([want.check, want.page]);
    for (const side of ['left', 'top', 'width', 'height'] as const) {
      expect(Math.abs(box[side] - want[side])).toBeLessThanOrEqual(1);
    }
    // The picture keeps the page's proportions, so the scale is the same across and down.
    const size = sizes[box.page]!;
    expect(Math.abs(box.mediaHeight - (box.mediaWidth * size.height) / size.width)).toBeLessThanOrEqual(1);
  });
}

/** Chooses a file with the keyboard (Space on the focused file input opens the chooser). */
async function uploadThroughPage(file: string, { holdStatus = false } = {}): Promise<() => Promise<void>> {
  await page.goto(`${base}/viewer/`);
  await page.waitForSelector('#file-input');
  // Status answers held back, so that the progress screen stays long enough to be judged.
  const held: HTTPRequest[] = [];
  const hold = (request: HTTPRequest) => {
    if (request.url().endsWith('/status')) held.push(request);
    else void request.continue();
  };
  if (holdStatus) {
    await page.setRequestInterception(true);
    page.on('request', hold);
  }
  await tabTo(page, '#file-input');
  const [chooser] = await Promise.all([page.waitForFileChooser(), page.keyboard.press('Space')]);
  await chooser.accept([file]);
  return async () => {
    page.off('request', hold);
    for (const request of held.splice(0)) await request.continue();
    await page.setRequestInterception(false);
  };
}

async function waitForReport(): Promise<string> {
  await page.waitForFunction(() => document.querySelector('main')?.dataset.painted === 'true');
  const hash = new URLSearchParams(new URL(page.url()).hash.slice(1)).get('hash')!;
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  return hash;
}

describe('the viewer in a browser', () => {
  it('signs in with the keyboard, refusing a bad client id and a token the service refuses, and keeps the token out of the address', async () => {
    await page.goto(`${base}/viewer`);
    await page.waitForSelector('#sign-in');
    expect(page.url()).toBe(`${base}/viewer/`);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, '1-sign-in');

    await tabTo(page, '#client-id');
    expect(await focusOutline(page)).toMatchObject({ style: 'solid', width: 3 });
    await page.keyboard.type('seven');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('#sign-in-error')?.textContent !== '');
    expect(await page.$eval('#client-id', (input) => input.getAttribute('aria-invalid'))).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('client-id');
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.down('Control');
    await page.keyboard.press('KeyA');
    await page.keyboard.up('Control');
    await page.keyboard.type(String(CLIENT_ID));
    await page.keyboard.press('Tab');
    // A token the service refuses is said so on the form, before anything is kept.
    await page.keyboard.type('not-a-token');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /refused/.test(document.querySelector('#sign-in-error')?.textContent ?? ''));
    expect(await page.evaluate(() => [document.activeElement?.id, sessionStorage.length])).toEqual(['token', 0]);
    await page.keyboard.down('Control');
    await page.keyboard.press('KeyA');
    await page.keyboard.up('Control');
    await page.keyboard.type(TOKEN);
    await page.keyboard.press('Enter');
    await page.waitForSelector('#file-input');
    expect(await page.$eval('h1', (h1) => [h1.textContent, document.activeElement === h1])).toEqual([
      'Check a file',
      true,
    ]);
    expect(page.url()).not.toContain(TOKEN);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, '2-start');
  });

  it('takes the credentials from a link fragment, and removes them from the address and history', async () => {
    const linked = await newPage(browser);
    await linked.goto(`${base}/viewer/#clientId=${CLIENT_ID}&token=${TOKEN}`);
    await linked.waitForSelector('#file-input');
    expect(linked.url()).toBe(`${base}/viewer/`);
    expect(await linked.evaluate(() => Object.values(sessionStorage).join(' '))).toContain(TOKEN);
    expect(await linked.evaluate(() => Object.values(localStorage).join(' '))).toBe('');
    await linked.close();
    expect(service.logs().some((line) => JSON.stringify(line).includes(TOKEN))).toBe(false);
  });

  it('uploads a PDF, shows its report with every box where the API puts it, and scores 1 with axe and our engine', async () => {
    await uploadThroughPage(FILES.pdf);
    hashes.pdf = await waitForReport();
    const feedback = await feedbackOf(hashes.pdf);
    expectBoxesAtApiCoordinates(await drawnBoxes(page), feedback, await pageSizes(FILES.pdf, 'pdf'));
    // Every check is listed with its score, severity, description and references.
    const listed = await page.$$eval('li.check', (items) =>
      items.map((item) => [item.getAttribute('data-check'), item.querySelector('.check-references')?.textContent]),
    );
    expect(listed.map(([name]) => name).sort()).toEqual(Object.keys(feedback.report.results).sort());
    expect(listed.every(([, references]) => /^References: (WCAG|PDF\/UA)/.test(references ?? ''))).toBe(true);
    expect(await page.$eval('.overall', (p) => p.textContent)).toContain(`${Math.round(feedback.score * 100)}%`);
    // The boxes as text: one row per snippet, with its check, page and position.
    const snippets = Object.values(feedback.report.results).flatMap((result) => result!.snippets ?? []);
    expect(await page.$$eval('.box-list tbody tr', (rows) => rows.length)).toBe(snippets.length);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, '3-report-pdf');

    // Our own engine judges the report screen as the browser shows it.
    const snapshot = path.join(dir, 'report-screen.html');
    fs.writeFileSync(snapshot, await page.content());
    const { stdout } = await promisify(execFile)(process.execPath, [A11Y_CLI, 'check', snapshot, '--json']);
    expect(JSON.parse(stdout).score).toBe(1);
  });

  it('walks a report with the keyboard: a check shows its boxes and moves to the first; back to all', async () => {
    const all = (await drawnBoxes(page)).length;
    await page.focus('h1');
    await tabTo(page, 'a.check-show[data-check="AlternativeText"]');
    expect(await focusOutline(page)).toMatchObject({ style: 'solid', width: 3 });
    await page.keyboard.press('Enter');
    const focused = await page.evaluate(() => {
      const box = document.activeElement as HTMLElement;
      const rect = box.getBoundingClientRect();
      return {
        check: box.dataset.check,
        label: box.getAttribute('aria-label'),
        inView: rect.top >= 0 && rect.top < innerHeight,
        shown: [...document.querySelectorAll<HTMLElement>('.box')].filter((b) => b.offsetParent !== null).length,
      };
    });
    expect(focused).toMatchObject({ check: 'AlternativeText', inView: true, shown: 1 });
    expect(focused.label).toMatch(/^Box \d+: Alternative text, page 1, (top|middle|bottom|centre)/);
    expect(await page.$eval('#showing', (p) => p.textContent)).toBe('Showing the 1 box of Alternative text.');
    await screenshot(page, '4-report-check-chosen');

    await tabTo(page, '#all-boxes', { back: true, limit: 3 });
    await page.keyboard.press('Enter');
    expect(await page.$eval('#showing', (p) => p.textContent)).toBe(`Showing all ${all} boxes.`);
    await tabTo(page, '#next-box', { back: true, limit: 2 });
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('box-1');
    expect(await focusOutline(page)).toMatchObject({ style: 'solid', width: 3 });
    // A box number in the text list moves to that box on its page.
    await page.focus('h1');
    await tabTo(page, '.box-list a[href="#box-2"]', { limit: 200 });
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('box-2');
  });

  it('offers the alternative formats it lists, and says so when one cannot be had', async () => {
    const buttons = await page.$$eval('.formats button[data-format]', (all) => all.map((b) => b.dataset.format));
    const { formats } = await api<{ formats: { availableFormats: string[] } }>(`${hashes.pdf}?formats=true`);
    expect(buttons).toEqual(formats.availableFormats);
    if (buttons.length === 0) return;
    await page.click(`.formats button[data-format="${buttons[0]}"]`);
    await page.waitForFunction(() =>
      /downloaded|not available|being produced/.test(document.querySelector('#format-status')?.textContent ?? ''),
    );
  });

  it('uploads a Word file: the upload and analysis progress, then its boxes on the stored preview', async () => {
    const release = await uploadThroughPage(FILES.docx, { holdStatus: true });
    try {
      await page.waitForFunction(() => document.querySelector<HTMLProgressElement>('#upload-progress')?.value === 100);
      // The phase is said once the upload's answer has arrived, which may be a moment after 100%.
      await page.waitForFunction(
        () => document.querySelector('#phase')?.textContent === 'Uploaded. Waiting for the analysis to start.',
      );
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, '5-progress');
    } finally {
      await release(); // held status requests would stall every test after this one
    }
    hashes.docx = await waitForReport();
    expectBoxesAtApiCoordinates(
      await drawnBoxes(page),
      await feedbackOf(hashes.docx),
      await previewPageSizes(hashes.docx),
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, '6-report-docx');
  }, 150_000);

  it('downloads a fixed copy of the Word file, listing its changes and what is left for a person', async () => {
    await page.click('button[data-remediation]');
    await page.waitForFunction(
      () => /downloaded as|No fixed copy/.test(document.querySelector('#remediation-status')?.textContent ?? ''),
      { timeout: 120_000 },
    );
    expect(await page.$eval('#remediation-status', (p) => p.textContent)).toBe(
      'The fixed copy was downloaded as docx-image-alt-missing-fail-fixed.docx.',
    );
    const listed = await page.$eval('#remediation-changes', (div) => div.textContent ?? '');
    const body = await api<{ changes: unknown[]; leftForPerson: { check: string }[] }>(`${hashes.docx}/remediation`);
    expect(listed).toContain(`Changes (${body.changes.length})`);
    expect(body.leftForPerson.map((left) => left.check)).toContain('AlternativeText');
    expect(listed).toContain(`Left for a person (${body.leftForPerson.length})`);
    expect(await axeViolations(page)).toEqual([]);
  }, 150_000);

  it("draws a fixed copy's changes on the pages where the API places them, each reached from the list", async () => {
    await uploadThroughPage(FILES.fixable);
    const hash = await waitForReport();
    await page.click('button[data-remediation]');
    await page.waitForFunction(
      () => /downloaded as|No fixed copy/.test(document.querySelector('#remediation-status')?.textContent ?? ''),
      { timeout: 120_000 },
    );
    type Place = { page?: number; x0?: number; y0?: number; x1?: number; y1?: number };
    const { changes } = await api<{ changes: Array<{ check: string; location: Place }> }>(`${hash}/remediation`);
    const placed = changes
      .map((change, index) => ({ ...change, id: `change-${index + 1}` }))
      .filter(({ location }) => location.page !== undefined && location.x1! > location.x0!);
    expect(placed.length).toBeGreaterThan(0);
    // Each drawn where its page and box say, as the boxes are (API coordinates times the picture's scale).
    const drawn = await drawnBoxes(page, '.change');
    const sizes = await previewPageSizes(hash);
    expect(drawn.map((mark) => [mark.id, mark.check])).toEqual(placed.map((change) => [change.id, change.check]));
    for (const { id, location } of placed) {
      const mark = drawn.find((candidate) => candidate.id === id)!;
      const scale = mark.mediaWidth / sizes[location.page!]!.width;
      expect(mark.page).toBe(location.page);
      const want = {
        left: location.x0! * scale,
        top: location.y0! * scale,
        width: (location.x1! - location.x0!) * scale,
        height: (location.y1! - location.y0!) * scale,
      };
      for (const side of ['left', 'top', 'width', 'height'] as const)
        expect(Math.abs(mark[side] - want[side])).toBeLessThanOrEqual(1);
    }
    // The list links each drawn change to its mark: Enter moves there, focuses and highlights it.
    const first = placed[0]!.id;
    await page.focus('button[data-remediation]');
    await tabTo(page, `a.change-show[href="#${first}"]`, { limit: 20 });
    await page.keyboard.press('Enter');
    const reached = await page.evaluate(() => {
      const mark = document.activeElement as HTMLElement;
      const rect = mark.getBoundingClientRect();
      return {
        id: mark.id,
        chosen: mark.classList.contains('chosen'),
        listed: document.querySelector(`#${mark.id}-item`)?.classList.contains('chosen'),
        inView: rect.top >= 0 && rect.top < innerHeight,
        label: mark.getAttribute('aria-label'),
      };
    });
    expect(reached).toMatchObject({ id: first, chosen: true, listed: true, inView: true });
    expect(reached.label).toMatch(/^Change \d+ \((fixed|needs review)\): Headings sequential, /);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, '6b-report-fixed-copy');
  }, 240_000);

  it('uploads an HTML page: its elements listed by selector, and each boxed where the API puts it on the stored preview', async () => {
    await uploadThroughPage(FILES.html);
    hashes.html = await waitForReport();
    const feedback = await feedbackOf(hashes.html);
    const selectors = Object.values(feedback.report.results).flatMap((result) =>
      (result!.snippets ?? []).flatMap((snippet) => (snippet.selector ? [snippet.selector] : [])),
    );
    expect(selectors.length).toBeGreaterThan(0);
    expect(await page.$$eval('ul.selectors code', (codes) => codes.map((code) => code.textContent))).toEqual(selectors);
    const drawn = await drawnBoxes(page);
    expect(drawn.length).toBeGreaterThan(0); // Chromium's preview gives each element its box
    expectBoxesAtApiCoordinates(drawn, feedback, await previewPageSizes(hashes.html));
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, '7-report-html');
  }, 150_000);

  it('uploads an image: its boxes on the image, in its pixels', async () => {
    await uploadThroughPage(FILES.image);
    hashes.image = await waitForReport();
    const drawn = await drawnBoxes(page);
    expect(drawn.length).toBeGreaterThan(0);
    expectBoxesAtApiCoordinates(drawn, await feedbackOf(hashes.image), await pageSizes(FILES.image, 'png'));
    expect(await page.$eval('.box-list tbody td:last-child', (td) => td.textContent)).toMatch(/ px$/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, '8-report-image');
  }, 150_000);

  it('opens the report of a file this client uploaded before (the upload answers 303)', async () => {
    await uploadThroughPage(FILES.pdf);
    expect(await waitForReport()).toBe(hashes.pdf);
    expect(await drawnBoxes(page)).toHaveLength(await drawnBoxesCount(hashes.pdf!));
  });

  it('uploads a file dropped on the drop area; a file dropped elsewhere leaves the page where it is', async () => {
    await page.goto(`${base}/viewer/`);
    await page.waitForSelector('#drop-zone');
    const bytes = fs.readFileSync(FILES.image).toString('base64');
    /** Drops the image on `selector` as a browser does (a DragEvent carrying the file); whether the page kept it. */
    const drop = (selector: string) =>
      page.evaluate(
        (target, data) => {
          const transfer = new DataTransfer();
          const content = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
          transfer.items.add(new File([content], 'dropped.png', { type: 'image/png' }));
          const event = new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true });
          document.querySelector(target)!.dispatchEvent(event);
          return event.defaultPrevented;
        },
        selector,
        bytes,
      );
    // Outside the area: its default (the browser opening the file in place of the viewer) is prevented, the start screen stays.
    expect(await drop('h1')).toBe(true);
    expect(page.url()).toBe(`${base}/viewer/`);
    expect(await page.$('#drop-zone')).not.toBeNull();
    // On it: uploaded like a chosen file (this client uploaded it before: its report opens).
    expect(await drop('#drop-zone')).toBe(true);
    expect(await waitForReport()).toBe(hashes.image);
    expect(await drawnBoxes(page)).toHaveLength(await drawnBoxesCount(hashes.image!));
  });

  it('opens a known content hash: a PDF with its pages from the service, an image once its file is chosen', async () => {
    const fresh = page;
    page = await newPage(browser);
    const openHash = async (hash: string) => {
      await page.goto(`${base}/viewer/#clientId=${CLIENT_ID}&token=${TOKEN}`);
      await page.waitForSelector('#hash-input');
      await page.type('#hash-input', hash);
      await page.keyboard.press('Enter');
    };
    await openHash('not-a-hash');
    await page.waitForFunction(() => document.querySelector('#hash-error')?.textContent !== '');

    // A PDF is its own preview: the service sends it, no file needs choosing.
    await openHash(hashes.pdf!);
    await page.waitForFunction(
      () => document.querySelector('main')?.dataset.painted === 'true' && !!document.querySelector('.box'),
    );
    expect(await page.$('#local-file')).toBeNull();
    expectBoxesAtApiCoordinates(
      await drawnBoxes(page),
      await feedbackOf(hashes.pdf!),
      await pageSizes(FILES.pdf, 'pdf'),
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, '9-report-by-hash');

    // An image is not sent back: the person chooses it, and another file is refused.
    await openHash(hashes.image!);
    await page.waitForSelector('#local-file');
    expect(await drawnBoxes(page)).toHaveLength(0);
    expect(await page.$eval('.pages-note', (p) => p.textContent)).toContain('choose the file');
    expect(await axeViolations(page)).toEqual([]);
    await (await page.$('input#local-file'))!.uploadFile(FILES.pdf);
    await page.waitForFunction(() => /another file/.test(document.querySelector('#local-error')?.textContent ?? ''));
    await (await page.$('input#local-file'))!.uploadFile(FILES.image);
    await page.waitForFunction(() => !!document.querySelector('.box'));
    expectBoxesAtApiCoordinates(
      await drawnBoxes(page),
      await feedbackOf(hashes.image!),
      await pageSizes(FILES.image, 'png'),
    );
    await page.close();
    page = fresh;
  });

  it('says why a file is refused, with nothing left half-done', async () => {
    const text = path.join(dir, 'notes.zip');
    fs.writeFileSync(text, Buffer.from('504b0304140000000000', 'hex'));
    await uploadThroughPage(text);
    await page.waitForSelector('[role="alert"]');
    expect(await page.$eval('[role="alert"]', (p) => p.textContent)).toMatch(
      /not supported|cannot be analysed|supported/i,
    );
    // No record was made of it.
    const hash = createHash('sha256').update(fs.readFileSync(text)).digest('hex');
    const status = await fetch(`${base}/api/v2/clients/${CLIENT_ID}/content/${hash}/status`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(status.status).toBe(404);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, '10-refused');
  });
});

describe('pnpm a11y check --html', () => {
  it('writes one self-contained report that opens offline with the same boxes, and scores 1', async () => {
    const report = path.join(dir, 'report.html');
    await promisify(execFile)(process.execPath, [A11Y_CLI, 'check', FILES.pdf, '--html', report]);
    const offline = await newPage(browser);
    const requested: string[] = [];
    await offline.setRequestInterception(true);
    offline.on('request', (request) => {
      requested.push(request.url().slice(0, 5));
      void request.continue();
    });
    await offline.goto(`file://${report}`);
    expect(new Set(requested)).toEqual(new Set(['file:', 'data:']));
    const run = promisify(execFile);
    const feedback = JSON.parse(
      (await run(process.execPath, [A11Y_CLI, 'check', FILES.pdf, '--json'])).stdout,
    ) as Feedback;
    expectBoxesAtApiCoordinates(await drawnBoxes(offline), feedback, await pageSizes(FILES.pdf, 'pdf'));
    expect(await axeViolations(offline)).toEqual([]);
    await screenshot(offline, '11-cli-report');
    await offline.close();
    const { stdout } = await run(process.execPath, [A11Y_CLI, 'check', report, '--json']);
    expect(JSON.parse(stdout).score).toBe(1);
  });
});
