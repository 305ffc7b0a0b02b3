#!/usr/bin/env node
// pnpm bench:webhooks — how soon a webhook reaches its receiver once an analysis has ended.
// Starts the built service (dist/main.js, ROLE=all: API and worker in one process) on a scratch
// embedded database, a receiver on loopback (allowed by WEBHOOK_ALLOWED_HOSTS) and one webhook for
// content.analysed; then uploads BENCH_WEBHOOK_UPLOADS (200) small PDFs, each with distinct bytes,
// BENCH_WEBHOOK_PARALLEL (4) at a time. Latency of each delivery: its receipt at the receiver less
// the analysis' recorded end (the payload's `timestamp`, which is the record's finished_at; same
// machine, same clock). The floor, measured in the same run: a POST of the same size from this
// process to the same receiver (loopback HTTP, nothing else). Every delivery's signature is
// checked with the specification's algorithm.
//   LOG_LEVEL (default warn), WORKER_CONCURRENCY (default 2).
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { start, upload } from './bench-support.mjs';

const UPLOADS = Number(process.env.BENCH_WEBHOOK_UPLOADS ?? 200);
const PARALLEL = Number(process.env.BENCH_WEBHOOK_PARALLEL ?? 4);
const CLIENT_ID = 7;
const SECRET = 'bench-secret-0123456789';
const here = path.dirname(new URL(import.meta.url).pathname);
const TAGGED = fs.readFileSync(path.join(here, '../../../packages/analysis/fixtures/pdf/files/tagged-pass.pdf'));

const sorted = (values) => [...values].sort((a, b) => a - b);
const median = (values) => sorted(values)[Math.floor(values.length / 2)];
const p99 = (values) => sorted(values)[Math.min(values.length - 1, Math.floor(values.length * 0.99))];
const ms = (value) => `${value.toFixed(1)} ms`;

// The receiver: when each delivery arrived, and whether its signature holds.
const received = [];
let secret;
const receiver = http.createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8').on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const at = Date.now();
    res.writeHead(204).end();
    if (req.url !== '/hooks') return;
    const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
    const h = req.headers;
    const signed = createHmac('sha256', key).update(`${h['webhook-id']}.${h['webhook-timestamp']}.${body}`);
    received.push({ at, body, valid: h['webhook-signature'] === `v1,${signed.digest('base64')}` });
  });
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverHost = `127.0.0.1:${receiver.address().port}`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-webhooks-'));
fs.chmodSync(dataDir, 0o755);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-webhooks-files-'));
const service = await start(path.join(here, '../dist/main.js'), {
  DATA_DIR: dataDir,
  ROLE: 'all',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  WORKER_CONCURRENCY: process.env.WORKER_CONCURRENCY ?? '2',
  A11Y_BOOTSTRAP_CLIENT_ID: String(CLIENT_ID),
  A11Y_BOOTSTRAP_CLIENT_SECRET: SECRET,
  A11Y_RATE_LIMIT: 'off',
  WEBHOOK_ALLOWED_HOSTS: receiverHost,
});
try {
  const base = service.url;
  const token = jwt.sign(
    {
      clientId: CLIENT_ID,
      policy: {
        statements: [
          { resource: 'webhooks:*', actions: ['webhooks:manage'] },
          { resource: 'content:*', actions: ['content:upload'] },
        ],
      },
    },
    SECRET,
  );
  const registered = await fetch(`${base}/api/v2/clients/${CLIENT_ID}/webhooks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url: `http://${receiverHost}/hooks`, events: ['content.analysed', 'content.failed'] }),
  });
  if (registered.status !== 201) throw new Error(`register: HTTP ${registered.status} ${await registered.text()}`);
  secret = (await registered.json()).secret;

  // The floor: loopback POSTs of a delivery's size from this process to the same receiver.
  const sample = JSON.stringify({ type: 'content.analysed', timestamp: new Date().toISOString(), data: {} }).padEnd(
    300,
  );
  const floor = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    await fetch(`http://${receiverHost}/floor`, { method: 'POST', body: sample, headers: { connection: 'close' } });
    floor.push(performance.now() - started);
  }

  const files = Array.from({ length: UPLOADS }, (_, i) => {
    const file = path.join(scratch, `upload-${i}.pdf`);
    fs.writeFileSync(file, Buffer.concat([TAGGED, Buffer.from(`\n% webhook bench ${i} ${Date.now()}\n`)]));
    return file;
  });
  const started = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < files.length) {
        const { status } = await upload(base, token, CLIENT_ID, files[next++]);
        if (status !== 202) throw new Error(`upload: HTTP ${status}`);
      }
    }),
  );
  for (const deadline = Date.now() + 600_000; received.length < UPLOADS && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const wall = (Date.now() - started) / 1000;
  if (received.length < UPLOADS) throw new Error(`only ${received.length} of ${UPLOADS} deliveries arrived`);

  const events = received.map(({ at, body, valid }) => ({
    ...JSON.parse(body),
    latency: at - Date.parse(JSON.parse(body).timestamp),
    valid,
  }));
  const latencies = events.map((event) => event.latency);
  const types = Object.entries(Object.groupBy(events, (event) => event.type)).map(
    ([type, list]) => `${list.length} ${type}`,
  );
  console.log(
    `webhook delivery latency from the analysis' end to receipt, ${UPLOADS} uploads (${wall.toFixed(1)} s in all):`,
  );
  console.log(
    `  events: ${types.join(', ')}; signatures valid: ${events.filter((e) => e.valid).length}/${events.length}`,
  );
  console.log(`  median ${ms(median(latencies))}, p99 ${ms(p99(latencies))}, max ${ms(Math.max(...latencies))}`);
  console.log(`  floor (a loopback POST from the bench): median ${ms(median(floor))}, p99 ${ms(p99(floor))}`);
  console.log(
    `  ratio to the floor: median ${(median(latencies) / median(floor)).toFixed(1)}x, p99 ${(p99(latencies) / p99(floor)).toFixed(1)}x`,
  );
  console.log(
    `  (polling .../status once a second instead would average about 500 ms, at one request per file per second)`,
  );
} finally {
  service.child.kill('SIGTERM');
  await new Promise((resolve) => service.child.once('exit', resolve));
  receiver.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(scratch, { recursive: true, force: true });
}
