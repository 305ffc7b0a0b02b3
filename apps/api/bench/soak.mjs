#!/usr/bin/env node
// pnpm soak — the service split across processes that share no disk, under load, with a worker
// killed mid-way. On loopback only, bounded in count and time:
//   - PostgreSQL (embedded, started here), an S3-compatible server (s3rver), one ROLE=api process
//     and two ROLE=worker processes, each with its own empty DATA_DIR and BLOB_STORE=s3;
//   - SOAK_UPLOADS (default 300) distinct uploads of PDF, DOCX, HTML and PNG files (made distinct
//     from the analysis fixtures without changing what they contain), from SOAK_CLIENTS (default 6)
//     concurrent HTTP clients, as fast as they go or paced at SOAK_RATE uploads per second;
//   - worker 1 is killed with SIGKILL when a third of the uploads are in, and restarted 5 s later;
//   - then waits for every accepted upload to end (success or failed), at most SOAK_MAX_SECONDS
//     (default 900) in all.
// Prints throughput, queue wait p50/p99 and uploads lost (accepted but not analysed: must be 0),
// measured by the clients and the database, and the same figures from the processes' /metrics.
// Exits 1 if any upload was lost. WORKER_CONCURRENCY (default 2) applies to each worker.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import jwt from 'jsonwebtoken';
import { EmbeddedPostgres } from '@app/embedded-postgres';
import { query } from '@app/testing';

const UPLOADS = Number(process.env.SOAK_UPLOADS ?? 300);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 6);
const MAX_SECONDS = Number(process.env.SOAK_MAX_SECONDS ?? 900);
const RATE = Number(process.env.SOAK_RATE ?? 0); // uploads per second in all; 0: as fast as the clients go
const CONCURRENCY = process.env.WORKER_CONCURRENCY ?? '2';
const CLIENT_ID = 9;
const SECRET = 'soak-secret-0123456789';
const here = path.dirname(new URL(import.meta.url).pathname);
const MAIN = path.join(here, '../dist/main.js');
const FIXTURES = path.join(here, '../../../packages/analysis/fixtures');
const deadline = Date.now() + MAX_SECONDS * 1000;
const log = (line) => process.stdout.write(`[soak ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

// ---- Files: four types, each upload made distinct without changing what it contains ----------

const SOURCES = [
  ['pdf', 'pdf/files/alt-text-missing-fail.pdf', 'application/pdf'],
  ['pdf', 'pdf/files/headings-skip-fail.pdf', 'application/pdf'],
  ['docx', 'office/files/docx-pass.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  [
    'docx',
    'office/files/docx-heading-skip-fail.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  ['html', 'html/html-pass.html', 'text/html'],
  ['html', 'html/img-alt-missing-fail.html', 'text/html'],
  ['png', 'image/files/png-with-description-pass.png', 'image/png'],
  ['png', 'image/files/text-low-contrast.png', 'image/png'],
].map(([type, file, mime]) => ({
  type,
  mime,
  name: path.basename(file),
  bytes: fs.readFileSync(path.join(FIXTURES, file)),
}));

/** The n-th variant of a file: a PDF comment, an HTML comment, a ZIP comment, a PNG text chunk. */
function variant({ type, bytes }, n) {
  const mark = `soak ${n} ${process.pid}`;
  if (type === 'pdf') return Buffer.concat([bytes, Buffer.from(`\n%${mark}\n`)]);
  if (type === 'html') return Buffer.concat([bytes, Buffer.from(`\n<!-- ${mark} -->\n`)]);
  if (type === 'docx') {
    // The end-of-central-directory record (22 bytes, no comment yet) gets a comment.
    const comment = Buffer.from(mark);
    const eocd = Buffer.from(bytes.subarray(bytes.length - 22));
    if (eocd.readUInt32LE(0) !== 0x06054b50) throw new Error('docx fixture has a ZIP comment already');
    eocd.writeUInt16LE(comment.length, 20);
    return Buffer.concat([bytes.subarray(0, bytes.length - 22), eocd, comment]);
  }
  // PNG: a tEXt chunk before IEND (the last 12 bytes).
  const data = Buffer.from(`Comment\0${mark}`);
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(zlib.crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return Buffer.concat([bytes.subarray(0, bytes.length - 12), chunk, bytes.subarray(bytes.length - 12)]);
}

// ---- Processes ---------------------------------------------------------------------------------

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'soak-'));
fs.chmodSync(scratch, 0o755); // run as root, the embedded PostgreSQL runs as "postgres": it must enter
const children = new Set();

function spawnChild(args, env, name) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    cwd: here,
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const logFile = fs.createWriteStream(path.join(scratch, `${name}.log`), { flags: 'a' });
  child.stdout.pipe(logFile);
  child.stderr.pipe(logFile);
  return child;
}

async function waitFor(probe, what, timeoutMs = 90_000) {
  for (const until = Date.now() + timeoutMs; Date.now() < until;) {
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not come up; logs in ${scratch}`);
}

async function startService(name, env) {
  const dataDir = fs.mkdtempSync(path.join(scratch, `${name}-data-`)); // its own, empty
  const metricsPort = await freePort();
  const port = await freePort();
  const service = {
    name,
    dataDir,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    url: `http://127.0.0.1:${port}`,
  };
  service.env = {
    ...env,
    DATA_DIR: dataDir,
    PORT: String(port),
    METRICS_PORT: String(metricsPort),
    LOG_LEVEL: 'info',
  };
  service.start = async () => {
    service.child = spawnChild([MAIN], service.env, name);
    await waitFor(() => fetch(service.metricsUrl).then((res) => res.ok), `${name}'s metrics`);
  };
  await service.start();
  return service;
}

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

// ---- Metrics -----------------------------------------------------------------------------------

/** Prometheus text → [{name, labels, value}]. */
function parseMetrics(text) {
  const samples = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

const scrape = async (service) => parseMetrics(await (await fetch(service.metricsUrl)).text());

const sum = (samples, name, where = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(where).every(([k, v]) => s.labels[k] === v))
    .reduce((total, s) => total + s.value, 0);

/** histogram_quantile over the summed buckets of several scrapes (linear within a bucket). */
function histogramQuantile(scrapes, name, where, q) {
  const buckets = new Map();
  for (const samples of scrapes) {
    for (const s of samples) {
      if (s.name !== `${name}_bucket` || !Object.entries(where).every(([k, v]) => s.labels[k] === v)) continue;
      const le = s.labels.le === '+Inf' ? Infinity : Number(s.labels.le);
      buckets.set(le, (buckets.get(le) ?? 0) + s.value);
    }
  }
  const sorted = [...buckets].sort((a, b) => a[0] - b[0]);
  const total = sorted.at(-1)?.[1] ?? 0;
  if (total === 0) return NaN;
  const rank = q * total;
  let previousLe = 0;
  let previousCount = 0;
  for (const [le, count] of sorted) {
    if (count >= rank) {
      if (le === Infinity) return previousLe;
      return previousLe + ((le - previousLe) * (rank - previousCount)) / Math.max(1, count - previousCount);
    }
    previousLe = le;
    previousCount = count;
  }
  return previousLe;
}

// ---- Uploads -----------------------------------------------------------------------------------

async function upload(api, token, file, name, mime) {
  const form = new FormData();
  form.append('file', new Blob([file], { type: mime }), name);
  const res = await fetch(`${api.url}/api/v2/clients/${CLIENT_ID}/content`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  await res.arrayBuffer();
  return res.status;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];
};
const s = (seconds) => `${seconds.toFixed(2)} s`;

// ---- The run -----------------------------------------------------------------------------------

log(`scratch directory ${scratch}`);
const postgresDir = fs.mkdtempSync(path.join(scratch, 'postgres-'));
fs.chmodSync(postgresDir, 0o755);
const postgres = await EmbeddedPostgres.start({ dataDir: postgresDir });
log('PostgreSQL up');
const s3Child = spawnChild([path.join(here, 'soak-s3-server.mjs')], {}, 's3');
const s3Env = await new Promise((resolve, reject) => {
  s3Child.stdout.once('data', (line) => resolve(JSON.parse(String(line))));
  s3Child.once('exit', (code) => reject(new Error(`the S3 server exited with ${code}`)));
});
log(`S3 server at ${s3Env.S3_ENDPOINT}`);

const shared = { ...s3Env, DATABASE_URL: postgres.url };
let exitCode = 1;
try {
  const api = await startService('api', {
    ...shared,
    ROLE: 'api',
    A11Y_BOOTSTRAP_CLIENT_ID: String(CLIENT_ID),
    A11Y_BOOTSTRAP_CLIENT_SECRET: SECRET,
  });
  const workers = [];
  for (const n of [1, 2]) {
    workers.push(await startService(`worker${n}`, { ...shared, ROLE: 'worker', WORKER_CONCURRENCY: CONCURRENCY }));
  }
  log(`api ${api.url}, two workers (concurrency ${CONCURRENCY} each), every process its own DATA_DIR`);

  const token = jwt.sign({ clientId: CLIENT_ID }, SECRET);
  const accepted = new Map(); // hash → {type, acceptedAt}
  const refused = [];
  let next = 0;
  let killed;
  const beforeKill = [];
  const started = performance.now();

  const killAndRestart = async () => {
    const victim = workers[0];
    beforeKill.push(await scrape(victim)); // its counters die with it
    victim.child.kill('SIGKILL');
    log(`SIGKILL worker1 (pid ${victim.child.pid}) after ${accepted.size} uploads`);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await victim.start();
    log(`worker1 restarted (pid ${victim.child.pid}) on the same DATA_DIR`);
  };

  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < UPLOADS && Date.now() < deadline) {
        const n = next++;
        if (RATE > 0) {
          const due = started + (n / RATE) * 1000 - performance.now();
          if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
        }
        if (n === Math.floor(UPLOADS / 3)) killed = killAndRestart();
        const source = SOURCES[n % SOURCES.length];
        const file = variant(source, n);
        const hash = createHash('sha256').update(file).digest('hex');
        const status = await upload(api, token, file, source.name, source.mime);
        if (status === 202) accepted.set(hash, { type: source.type });
        else refused.push({ n, type: source.type, status });
      }
    }),
  );
  const uploadSeconds = (performance.now() - started) / 1000;
  await killed;
  log(`${accepted.size} uploads accepted in ${s(uploadSeconds)}, ${refused.length} refused`);

  // Every accepted upload ends: success, or failed with a reason.
  const hashes = [...accepted.keys()];
  let rows = [];
  for (;;) {
    rows = await query(
      postgres.url,
      `SELECT hash, status, error, extract(epoch FROM finished_at - created) AS seconds
         FROM a11y_content WHERE hash IN (${hashes.map((h) => `'${h}'`).join(',')})`,
    );
    const open =
      rows.filter((row) => row.status !== 'success' && row.status !== 'failed').length + (hashes.length - rows.length);
    if (open === 0 || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const elapsed = (performance.now() - started) / 1000;
  const succeeded = rows.filter((row) => row.status === 'success');
  const failed = rows.filter((row) => row.status === 'failed');
  const unfinished = hashes.length - succeeded.length - failed.length;
  const lost = hashes.length - succeeded.length; // every file is a good one: anything else is lost

  const [jobs] = await query(
    postgres.url,
    `SELECT count(*)::int AS n,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM started_on - created_on)) AS p50,
            percentile_cont(0.99) WITHIN GROUP (ORDER BY extract(epoch FROM started_on - created_on)) AS p99,
            sum(retry_count)::int AS retries
       FROM pgboss.job WHERE name = 'a11y-analysis' AND state = 'completed'`,
  );

  // The killed worker's counters up to its kill, then every process's now.
  const workerScrapes = [...beforeKill, ...(await Promise.all(workers.map(scrape)))];
  const apiScrape = await scrape(api);
  const created = sum(apiScrape, 'a11y_uploads_total', { outcome: 'created' });
  const analysed = sum(workerScrapes.flat(), 'a11y_analysis_duration_seconds_count', { outcome: 'success' });
  const analysedFailed = sum(workerScrapes.flat(), 'a11y_analysis_duration_seconds_count', { outcome: 'failed' });
  const where = { queue: 'a11y-analysis' };

  const byType = {};
  for (const row of succeeded) {
    const type = accepted.get(row.hash).type;
    (byType[type] ??= []).push(Number(row.seconds));
  }

  console.log(`
Soak: ${UPLOADS} uploads (PDF, DOCX, HTML, PNG) from ${CLIENTS} clients${RATE > 0 ? ` at ${RATE}/s` : ''}; 1 api + 2 workers (concurrency ${CONCURRENCY}), BLOB_STORE=s3, no shared disk; worker1 SIGKILLed and restarted
                                   clients + database          /metrics
  uploads accepted (202)           ${String(accepted.size).padEnd(27)} ${created} (a11y_uploads_total{outcome="created"})
  upload rate                      ${(accepted.size / uploadSeconds).toFixed(1)} uploads/s
  analysed (success)               ${String(succeeded.length).padEnd(27)} ${analysed} (a11y_analysis_duration_seconds_count{outcome="success"}, all workers)
  throughput                       ${(succeeded.length / elapsed).toFixed(2)} analyses/s over ${s(elapsed).padEnd(14)} ${(analysed / elapsed).toFixed(2)} analyses/s
  queue wait p50                   ${s(Number(jobs.p50)).padEnd(27)} ${s(histogramQuantile(workerScrapes, 'queue_job_wait_seconds', where, 0.5))} (histogram estimate)
  queue wait p99                   ${s(Number(jobs.p99)).padEnd(27)} ${s(histogramQuantile(workerScrapes, 'queue_job_wait_seconds', where, 0.99))}
  upload → result p50 by type      ${Object.entries(byType)
    .map(([type, v]) => `${type} ${s(percentile(v, 0.5))}`)
    .join(', ')}
  jobs retried (worker killed)     ${jobs.retries}
  engine restarts                  ${sum(workerScrapes.flat(), 'a11y_engine_restarts_total')}
  failed                           ${String(failed.length).padEnd(27)} ${analysedFailed}${failed.length ? `  ${[...new Set(failed.map((r) => r.error))].join('; ')}` : ''}
  unfinished at the deadline       ${unfinished}
  uploads lost                     ${String(lost).padEnd(27)} ${created - analysed}
`);
  exitCode = lost === 0 ? 0 : 1;
} finally {
  stopAll();
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  await postgres.stop();
  for (const child of children) child.kill('SIGKILL');
  if (exitCode === 0) fs.rmSync(scratch, { recursive: true, force: true });
  else log(`logs kept in ${scratch}`);
}
process.exit(exitCode);
