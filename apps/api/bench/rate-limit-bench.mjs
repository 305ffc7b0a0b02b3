#!/usr/bin/env node
// pnpm bench:rate-limits — what the rate limits cost a Learn endpoint: requests per second with
// LEARN_RATE_LIMIT on (a quota the run never reaches) against off, in the same run. Two API
// processes of the built service (dist/main.js, ROLE=api) on one scratch embedded PostgreSQL, one
// with the limit and one without, the same application and token; autocannon drives them in
// alternating rounds (after a warm-up of each), so that a change of the machine's load weighs on
// both. Two endpoints: GET /v1/system/version (no data read beside the token: the worst case) and
// GET /v3/courses/{courseId} (a typical read). On a machine busy with other work, requests per
// second swing more from round to round than the limits cost (try BENCH_ON=off, an A/A run), so
// each run also reports the CPU it took per request — the API process's and PostgreSQL's, from
// /proc — which other work on the machine does not change.
//   BENCH_SECONDS (per round, default 5), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 10),
//   BENCH_ON (the limited process's LEARN_RATE_LIMIT, default 1000000000/1m; `off` makes an A/A run,
//   the noise of the machine).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EmbeddedPostgres } from '@app/embedded-postgres';
import { CONNECTIONS, load, start } from './bench-support.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LEARN = '/learn/api/public';
const KEY = 'bench';
const SECRET = 'bench-secret-0123456789';
const ON = process.env.BENCH_ON ?? '1000000000/1m';
const here = path.dirname(new URL(import.meta.url).pathname);
const TICKS_PER_SECOND = 100; // Linux's USER_HZ, the unit of /proc/<pid>/stat's times

/** CPU seconds (user + system) of a process, or 0 once it is gone. */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The PostgreSQL server's processes: the postmaster and its children (backends, writers). */
function postgresPids(dataDir) {
  const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = fs.readdirSync('/proc').filter((name) => {
    if (!/^\d+$/.test(name)) return false;
    try {
      return Number(fs.readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === postmaster;
    } catch {
      return false;
    }
  });
  return [postmaster, ...children.map(Number)];
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-rate-limits-'));
fs.chmodSync(scratch, 0o755);
const dir = (name) => {
  const made = path.join(scratch, name);
  fs.mkdirSync(made, { mode: 0o755 });
  return made;
};
const postgresDir = dir('postgres');
const postgres = await EmbeddedPostgres.start({ dataDir: postgresDir });
const services = [];
try {
  const common = {
    ROLE: 'api',
    DATABASE_URL: postgres.url,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    LEARN_BOOTSTRAP_APP_KEY: KEY,
    LEARN_BOOTSTRAP_APP_SECRET: SECRET,
  };
  const servers = {};
  for (const [name, limit] of [
    ['on', ON],
    ['off', 'off'],
  ]) {
    const service = await start(path.join(here, '../dist/main.js'), {
      ...common,
      DATA_DIR: dir(name),
      LEARN_RATE_LIMIT: limit,
    });
    services.push(service);
    servers[name] = service.url;
  }
  // After both starts: each start saves the bootstrap application again, which ends its tokens.
  const tokenRes = await fetch(`${servers.on}${LEARN}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${KEY}:${SECRET}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const token = (await tokenRes.json()).access_token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const courseId = `bench-${Date.now()}`;
  const created = await fetch(`${servers.on}${LEARN}/v3/courses`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ courseId, name: 'Benchmark course' }),
  });
  if (created.status !== 201) throw new Error(`course not created: ${created.status} ${await created.text()}`);
  const course = await created.json();

  // The limited process counts and says so; the other does not.
  const probe = async (base) => (await fetch(`${base}${LEARN}/v1/system/version`, { headers })).headers;
  const limit = ON === 'off' ? null : ON.split('/')[0];
  if ((await probe(servers.on)).get('x-rate-limit-limit') !== limit) throw new Error(`limit not ${ON}`);
  if ((await probe(servers.off)).get('x-rate-limit-limit') !== null) throw new Error('limit not off');

  const endpoints = [
    ['GET /v1/system/version', '/v1/system/version'],
    [`GET /v3/courses/{courseId}`, `/v3/courses/${course.id}`],
  ];
  const pids = { on: services[0].child.pid, off: services[1].child.pid };
  const results = [];
  for (const [title, route] of endpoints) {
    /** One load run: its requests per second, and the CPU milliseconds per request it took. */
    const run = async (name, duration) => {
      const processes = [pids[name], ...postgresPids(postgresDir)];
      const before = processes.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
      const result = await load({ url: servers[name] + LEARN + route, headers, duration });
      if (result.errors + result.non2xx > 0) throw new Error(`${title}: ${result.errors + result.non2xx} failed`);
      const cpu = processes.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - before;
      return { rate: result.requests.average, cpuMs: (cpu * 1000) / result.requests.total };
    };
    for (const name of ['on', 'off']) await run(name, 2);
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++)
      rounds.push({ on: await run('on', SECONDS), off: await run('off', SECONDS) });
    results.push({ title, rounds });
  }

  console.log(
    `\nRate limits on (${ON}) against off: ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s, ` +
      `two API processes on one embedded PostgreSQL, load ${os.loadavg()[0].toFixed(1)}, ${os.cpus().length} CPUs, Node ${process.version}\n`,
  );
  const row = (title, round, on, off) =>
    console.log(
      title.padEnd(28),
      round.padStart(6),
      on.rate.toFixed(0).padStart(9),
      off.rate.toFixed(0).padStart(10),
      (on.rate / off.rate).toFixed(2).padStart(7),
      on.cpuMs.toFixed(2).padStart(10),
      off.cpuMs.toFixed(2).padStart(11),
      (off.cpuMs / on.cpuMs).toFixed(2).padStart(8),
    );
  const mean = (runs, key) => runs.reduce((sum, run) => sum + run[key], 0) / runs.length;
  console.log(
    'endpoint'.padEnd(28),
    'round'.padStart(6),
    'on req/s'.padStart(9),
    'off req/s'.padStart(10),
    'on/off'.padStart(7),
    'on CPU ms'.padStart(10),
    'off CPU ms'.padStart(11),
    'off/on'.padStart(8),
  );
  for (const { title, rounds } of results) {
    rounds.forEach(({ on, off }, i) => row(i === 0 ? title : '', String(i + 1), on, off));
    const all = (side) => ({
      rate: mean(
        rounds.map((r) => r[side]),
        'rate',
      ),
      cpuMs: mean(
        rounds.map((r) => r[side]),
        'cpuMs',
      ),
    });
    row('', 'all', all('on'), all('off'));
  }
  console.log(
    '\nCPU ms: per request, the API process and PostgreSQL together. The limits may cost at most 10%: ' +
      'on/off (throughput) and off/on (CPU per request) at least 0.90.',
  );
} finally {
  for (const service of services) service.child.kill('SIGTERM');
  await Promise.all(services.map((service) => new Promise((resolve) => service.child.once('exit', resolve))));
  await postgres.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
}
