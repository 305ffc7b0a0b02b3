#!/usr/bin/env node
// pnpm bench:a11y — the accessibility API on loopback, in one run:
//   1. upload of a 50 MB file: wall time of the HTTP upload (202) against `sha256sum` of the same
//      file (target: at least 0.8× its speed), and the service's peak memory growth during the
//      uploads (VmHWM − VmRSS before, from /proc/<pid>/status; target: under 100 MB);
//   2. batch of 100 references with feedback and formats (target: under 50 ms);
//   3. status requests per second (autocannon).
// Starts the built service (dist/main.js, ROLE=api: the upload path alone, as deployed beside
// separate workers) on a scratch embedded database. Success records for the batch are written
// straight into that database (so the batch does not wait for analyses).
//   BENCH_SECONDS (default 8), BENCH_CONNECTIONS (default 10), BENCH_UPLOADS (default 5),
//   LOG_LEVEL (default info).
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { EmbeddedPostgres } from '@app/embedded-postgres';
import { query } from '@app/testing';
import { CONNECTIONS, load, SECONDS, start, upload } from './bench-support.mjs';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 5);
const FILE_BYTES = 50 * 1024 * 1024 - 4096; // under the 50 MB limit with room for nothing else
const CLIENT_ID = 7;
const SECRET = 'bench-secret-0123456789';
const here = path.dirname(new URL(import.meta.url).pathname);

const memory = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)[1]);
  return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
};

/** Resets the process's peak RSS (Linux: "5" to clear_refs); false where not allowed. */
function resetPeak(pid) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

function sha256sumMs(file) {
  const started = performance.now();
  execFileSync('sha256sum', [file]);
  return performance.now() - started;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const mb = (bytes) => (bytes / (1024 * 1024)).toFixed(1);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-a11y-'));
fs.chmodSync(dataDir, 0o755);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-a11y-files-'));
const service = await start(path.join(here, '../dist/main.js'), {
  DATA_DIR: dataDir,
  ROLE: 'api',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  A11Y_BOOTSTRAP_CLIENT_ID: String(CLIENT_ID),
  A11Y_BOOTSTRAP_CLIENT_SECRET: SECRET,
  // Its load passes any default quota; what the limits cost is bench:rate-limits' measure.
  A11Y_RATE_LIMIT: 'off',
});
try {
  const base = service.url;
  const pid = service.child.pid;
  const token = jwt.sign({ clientId: CLIENT_ID }, SECRET);
  const everything = jwt.sign(
    { clientId: CLIENT_ID, policy: { statements: [{ resource: 'content:*', actions: ['content:*', 'content:*:*'] }] } },
    SECRET,
  );

  // 1. Uploads of 50 MB, each a new file (so each is stored and queued), against sha256sum.
  await upload(
    base,
    token,
    CLIENT_ID,
    (() => {
      const warm = path.join(scratch, 'warm.pdf');
      fs.writeFileSync(warm, Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(1024 * 1024)]));
      return warm;
    })(),
  );
  const before = memory(pid);
  const peakReset = resetPeak(pid);
  let sampledPeak = before.rss;
  const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, memory(pid).rss)), 5);
  const uploads = [];
  for (let i = 0; i < UPLOADS; i++) {
    const file = path.join(scratch, `upload-${i}.pdf`);
    fs.writeFileSync(file, Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(FILE_BYTES - 9)]));
    sha256sumMs(file); // page cache warm for both
    const hashMs = sha256sumMs(file);
    const { status, ms } = await upload(base, token, CLIENT_ID, file);
    if (status !== 202) throw new Error(`upload ${i}: HTTP ${status}`);
    uploads.push({ ms, hashMs });
    fs.rmSync(file);
  }
  clearInterval(sampler);
  const after = memory(pid);
  const peak = Math.max(peakReset ? after.hwm : 0, sampledPeak, after.rss);

  // 2. Batch of 100 references to processed files: success records with a realistic feedback.
  const url = EmbeddedPostgres.runningUrl(dataDir);
  const feedback = JSON.stringify({
    score: 0.429,
    visibility: 'medium',
    report: {
      results: Object.fromEntries(
        ['Tagged', 'AlternativeText', 'Contrast', 'HeadingsPresence', 'TableHeaders', 'Title', 'LanguagePresence'].map(
          (check, i) => [check, { score: i % 2, snippets: [{ page: i, x0: 72, y0: 96.5, x1: 540, y1: 380 }] }],
        ),
      ),
      suggestions: { AlternativeText: 0.617, Contrast: 0.5 },
    },
  });
  const hashes = Array.from({ length: 100 }, (_, i) => createHash('sha256').update(`batch-${i}`).digest('hex'));
  await query(
    url,
    `INSERT INTO a11y_content (client_id, hash, status, mime_type, file_type, size, page_count, feedback, modified)
     SELECT ${CLIENT_ID}, h, 'success', 'application/pdf', 'pdf', 100000, 12, '${feedback}'::jsonb, now()
     FROM unnest(ARRAY[${hashes.map((h) => `'${h}'`).join(',')}]) AS h`,
  );
  const batchBody = JSON.stringify({ references: hashes.map((hash) => ({ hash })) });
  const batchUrl = `${base}/api/v2/clients/${CLIENT_ID}/content/batch?feedback=true&formats=true`;
  const batchHeaders = { authorization: `Bearer ${everything}`, 'content-type': 'application/json' };
  const batchTimes = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    const res = await fetch(batchUrl, { method: 'POST', headers: batchHeaders, body: batchBody });
    const { reports } = await res.json();
    batchTimes.push(performance.now() - started);
    if (reports.length !== 100 || reports.some((r) => !r?.feedback)) throw new Error('batch: missing reports');
  }
  const batchLoad = await load({ url: batchUrl, method: 'POST', headers: batchHeaders, body: batchBody });

  // 3. Status requests per second.
  const statusLoad = await load({
    url: `${base}/api/v2/clients/${CLIENT_ID}/content/${hashes[0]}/status`,
    headers: { authorization: `Bearer ${token}` },
  });

  const ratio = median(uploads.map((u) => u.hashMs / u.ms));
  console.log(
    `\nAccessibility API benchmark: ${os.cpus().length} CPUs, Node ${process.version}, service ROLE=api, ` +
      `${CONNECTIONS} connections × ${SECONDS} s for the load runs\n`,
  );
  console.log(`Upload of ${mb(FILE_BYTES)} MB (${UPLOADS} new files, multipart over loopback, answered 202):`);
  for (const [i, u] of uploads.entries()) {
    console.log(
      `  #${i + 1}: upload ${u.ms.toFixed(0)} ms, sha256sum ${u.hashMs.toFixed(0)} ms → ${(u.hashMs / u.ms).toFixed(2)}× sha256sum's speed`,
    );
  }
  console.log(
    `  median: upload ${median(uploads.map((u) => u.ms)).toFixed(0)} ms, ${(FILE_BYTES / 1e6 / (median(uploads.map((u) => u.ms)) / 1000)).toFixed(0)} MB/s, ` +
      `${ratio.toFixed(2)}× sha256sum's speed (target ≥ 0.8×: ${ratio >= 0.8 ? 'met' : 'NOT met'})`,
  );
  console.log(
    `  service memory: VmRSS ${mb(before.rss)} MB before, peak ${mb(peak)} MB during (${peakReset ? 'VmHWM reset before the uploads' : 'sampled every 5 ms'}) → ` +
      `growth ${mb(peak - before.rss)} MB (target < 100 MB: ${peak - before.rss < 100 * 1024 * 1024 ? 'met' : 'NOT met'})`,
  );
  const p50 = percentile(batchTimes, 0.5);
  console.log(
    `Batch of 100 references (feedback and formats), sequential ×${batchTimes.length}: p50 ${p50.toFixed(1)} ms, ` +
      `p99 ${percentile(batchTimes, 0.99).toFixed(1)} ms, max ${Math.max(...batchTimes).toFixed(1)} ms (target < 50 ms: ${percentile(batchTimes, 0.99) < 50 ? 'met' : 'NOT met'}); ` +
      `under load: ${batchLoad.requests.average.toFixed(0)} req/s, p50 ${batchLoad.latency.p50} ms, p99 ${batchLoad.latency.p99} ms`,
  );
  console.log(
    `Status: ${statusLoad.requests.average.toFixed(0)} req/s, p50 ${statusLoad.latency.p50} ms, p99 ${statusLoad.latency.p99} ms`,
  );
  const errors = [batchLoad, statusLoad].reduce((sum, r) => sum + r.errors + r.non2xx, 0);
  console.log(`Non-2xx or failed requests during the load runs: ${errors}`);
} finally {
  service.child.kill('SIGTERM');
  await new Promise((resolve) => service.child.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(scratch, { recursive: true, force: true });
}
