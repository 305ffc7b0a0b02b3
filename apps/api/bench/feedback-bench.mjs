#!/usr/bin/env node
// pnpm bench:feedback — time to feedback through the whole service: upload of a 10-page tagged
// PDF over HTTP, the queue, a worker's engine process, until the status endpoint says success
// (issue 5's target: about a second). Starts the built service with ROLE=all (HTTP and worker in
// one process, WORKER_CONCURRENCY=1) on a scratch embedded database; each round uploads new
// bytes (the fixture with a distinct comment after %%EOF) so each is analysed. The first round
// includes the engine process's start (and, for HTML, its browser's).
//   BENCH_FORMAT=html: a typical 50 KB HTML page instead (headings, paragraphs, a table, images with
//   alt, a stylesheet), judged in headless Chromium (issue 10's target: a median of 500 ms or less).
//   BENCH_ROUNDS (default 8), LOG_LEVEL (default warn), BENCH_PAUSE_MS (default 1000): the pause
//   before each upload, as a file reaches a service that is not busy (the engine readies itself for
//   the next file once one is done: the browser's next page); 0 sends them back to back.
//   BENCH_POLL_MS (default 10): how often the status is asked for (each ask costs the service CPU
//   the engine could have used).
// Where the time goes is read from the service's own metrics (/metrics on METRICS_PORT): the mean of
// each analysis stage and of the queue wait over the warm rounds.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { freePort, start, upload } from './bench-support.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 1000);
const POLL_MS = Number(process.env.BENCH_POLL_MS ?? 10);
const CLIENT_ID = 7;
const SECRET = 'bench-secret-0123456789';
const here = path.dirname(new URL(import.meta.url).pathname);
const HTML = process.env.BENCH_FORMAT === 'html';
const fixture = HTML
  ? typicalPage()
  : fs.readFileSync(path.join(here, '../../../packages/analysis/fixtures/pdf/files/ten-pages-tagged.pdf'));
const label = HTML ? `${(fixture.length / 1024).toFixed(0)} KB HTML page` : '10-page tagged PDF';

/** About 50 KB of an ordinary article page: styles, navigation, sections of prose, a table, images. */
function typicalPage() {
  const prose =
    'Accessibility means that people with disabilities can perceive, understand, navigate and interact ' +
    'with documents. A well structured page has headings that describe its sections and enough contrast. ';
  const pixel =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  const sections = [];
  for (let i = 1; sections.join('').length < 46_000; i++) {
    sections.push(
      `<section><h2>Section ${i}</h2><p>${prose.repeat(3)}</p><p class="note">${prose}</p>` +
        `<img src="${pixel}" alt="Chart ${i} of loans by quarter" width="200" height="80">` +
        (i % 4 === 0
          ? '<table><tr><th>Quarter</th><th>Loans</th></tr>' + '<tr><td>Q1</td><td>120</td></tr>'.repeat(6) + '</table>'
          : '') +
        '</section>',
    );
  }
  return Buffer.from(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Library annual report</title><style>' +
      'body{font-family:sans-serif;margin:0 auto;max-width:960px;color:#222} .note{color:#555;background:#f4f4f4}' +
      'nav a{color:#0645ad;margin-right:1em} h2{border-bottom:1px solid #ccc}</style></head><body>' +
      '<nav><a href="/">Home</a><a href="/about">About</a><a href="/loans">Loans</a></nav>' +
      `<main><h1>Library annual report</h1>${sections.join('')}</main></body></html>`,
  );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-feedback-'));
fs.chmodSync(dataDir, 0o755);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-feedback-files-'));
const metricsPort = await freePort();
const service = await start(path.join(here, '../dist/main.js'), {
  DATA_DIR: dataDir,
  METRICS_PORT: String(metricsPort),
  ROLE: 'all',
  WORKER_CONCURRENCY: '1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  A11Y_BOOTSTRAP_CLIENT_ID: String(CLIENT_ID),
  A11Y_BOOTSTRAP_CLIENT_SECRET: SECRET,
});
try {
  const token = jwt.sign({ clientId: CLIENT_ID }, SECRET);
  const times = [];
  let firstRound = Promise.resolve(new Map());
  for (let round = 0; round < ROUNDS; round++) {
    const file = path.join(scratch, HTML ? `page-${round}.html` : `ten-pages-${round}.pdf`);
    const marker = HTML
      ? `\n<!-- bench round ${round} ${Date.now()} -->\n`
      : `\n% bench round ${round} ${Date.now()}\n`;
    fs.writeFileSync(file, Buffer.concat([fixture, Buffer.from(marker)]));
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    const started = performance.now();
    const hash = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    const { status } = await upload(
      service.url,
      token,
      CLIENT_ID,
      file,
      HTML ? { name: 'page.html', type: 'text/html' } : undefined,
    );
    if (status !== 202) throw new Error(`upload ${round}: HTTP ${status}`);
    for (;;) {
      const response = await fetch(`${service.url}/api/v2/clients/${CLIENT_ID}/content/${hash}/status`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = await response.json();
      if (body.status === 'success') break;
      if (body.status === 'failed') throw new Error(`round ${round}: ${body.error}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    times.push(performance.now() - started);
    if (round === 0) firstRound = readSums(`http://127.0.0.1:${metricsPort}/metrics`);
  }
  const warm = times.slice(1).sort((a, b) => a - b);
  const stages = await meanStages(`http://127.0.0.1:${metricsPort}/metrics`, await firstRound);
  console.log(
    `${label}, upload to status success (${ROUNDS} rounds, ${PAUSE_MS} ms apart, polling every ${POLL_MS} ms):`,
  );
  console.log(`  first (engine process start included${HTML ? ', and its browser' : ''}): ${times[0].toFixed(0)} ms`);
  console.log(`  then median ${warm[Math.floor(warm.length / 2)].toFixed(0)} ms, max ${warm.at(-1).toFixed(0)} ms`);
  console.log(`  mean per warm round: ${stages}`);
} finally {
  service.child.kill('SIGTERM');
  await new Promise((resolve) => service.child.once('exit', resolve));
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Sums and counts of the duration histograms the service exports, by series. */
async function readSums(url) {
  const text = await (await fetch(url)).text();
  const sums = new Map();
  for (const line of text.split('\n')) {
    const match =
      /^(a11y_analysis_stage_duration_seconds|a11y_analysis_duration_seconds|queue_job_wait_seconds)_(sum|count)(\{[^}]*\})? (\S+)$/.exec(
        line,
      );
    if (!match) continue;
    const series = `${match[1]}${match[3] ?? ''}`;
    const entry = sums.get(series) ?? { sum: 0, count: 0 };
    entry[match[2]] = Number(match[4]);
    sums.set(series, entry);
  }
  return sums;
}

/** The mean of each series over the rounds after `before` was read, in ms: "engine 412, fetch 3, ...". */
async function meanStages(url, before) {
  const after = await readSums(url);
  const parts = [];
  for (const [series, { sum, count }] of after) {
    const earlier = before.get(series) ?? { sum: 0, count: 0 };
    if (count === earlier.count) continue;
    const name =
      /stage="([^"]+)"/.exec(series)?.[1] ??
      (series.startsWith('queue') ? `queue wait (${/queue="([^"]+)"/.exec(series)?.[1]})` : 'analysis in all');
    parts.push(`${name} ${((1000 * (sum - earlier.sum)) / (count - earlier.count)).toFixed(0)}`);
  }
  return `${parts.join(', ')} ms`;
}
