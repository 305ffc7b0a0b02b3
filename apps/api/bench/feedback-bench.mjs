#!/usr/bin/env node
// pnpm bench:feedback — time to feedback through the whole service: upload of a 10-page tagged
// PDF over HTTP, the queue, a worker's engine process, until the status endpoint says success
// (issue 5's target: about a second). Starts the built service with ROLE=all (HTTP and worker in
// one process, WORKER_CONCURRENCY=1) on a scratch embedded database; each round uploads new
// bytes (the fixture with a distinct comment after %%EOF) so each is analysed. The first round
// includes the engine process's start.
//   BENCH_ROUNDS (default 8), LOG_LEVEL (default warn).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { start, upload } from './bench-support.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const CLIENT_ID = 7;
const SECRET = 'bench-secret-0123456789';
const here = path.dirname(new URL(import.meta.url).pathname);
const fixture = fs.readFileSync(path.join(here, '../../../packages/analysis/fixtures/pdf/files/ten-pages-tagged.pdf'));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-feedback-'));
fs.chmodSync(dataDir, 0o755);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-feedback-files-'));
const service = await start(path.join(here, '../dist/main.js'), {
  DATA_DIR: dataDir,
  ROLE: 'all',
  WORKER_CONCURRENCY: '1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  A11Y_BOOTSTRAP_CLIENT_ID: String(CLIENT_ID),
  A11Y_BOOTSTRAP_CLIENT_SECRET: SECRET,
});
try {
  const token = jwt.sign({ clientId: CLIENT_ID }, SECRET);
  const times = [];
  for (let round = 0; round < ROUNDS; round++) {
    const file = path.join(scratch, `ten-pages-${round}.pdf`);
    fs.writeFileSync(file, Buffer.concat([fixture, Buffer.from(`\n% bench round ${round} ${Date.now()}\n`)]));
    const started = performance.now();
    const hash = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    const { status } = await upload(service.url, token, CLIENT_ID, file);
    if (status !== 202) throw new Error(`upload ${round}: HTTP ${status}`);
    for (;;) {
      const response = await fetch(`${service.url}/api/v2/clients/${CLIENT_ID}/content/${hash}/status`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = await response.json();
      if (body.status === 'success') break;
      if (body.status === 'failed') throw new Error(`round ${round}: ${body.error}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    times.push(performance.now() - started);
  }
  const warm = times.slice(1).sort((a, b) => a - b);
  console.log(`10-page tagged PDF, upload to status success (${ROUNDS} rounds, polling every 10 ms):`);
  console.log(`  first (engine process start included): ${times[0].toFixed(0)} ms`);
  console.log(`  then median ${warm[Math.floor(warm.length / 2)].toFixed(0)} ms, max ${warm.at(-1).toFixed(0)} ms`);
} finally {
  service.child.kill('SIGTERM');
  await new Promise((resolve) => service.child.once('exit', resolve));
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}
