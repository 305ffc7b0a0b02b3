import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { until } from '@app/testing';
import { tokenFor } from './accessibility/a11y-client.js';
import { postmasterPid } from './support/process-client.js';
import { rawRequest } from './support/raw-http.js';
import { isAlive, spawnService, untilReady, type ServiceProcess } from './support/service-process.js';

// What the process does when a bug escapes every handler, and how long its stop may take.

const PLANTED_BUG = new URL('./support/planted-bug.mjs', import.meta.url).pathname;
const dirs: string[] = [];
const services: ServiceProcess[] = [];

function start(env: Record<string, string>): ServiceProcess {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'process-faults-'));
  fs.chmodSync(dataDir, 0o755); // as root, the embedded PostgreSQL's own user enters it
  dirs.push(dataDir);
  const service = spawnService({ DATA_DIR: dataDir, ...env });
  services.push(service);
  return service;
}

afterEach(async () => {
  for (const service of services.splice(0)) {
    if (service.child.exitCode === null && service.child.signalCode === null) service.child.kill('SIGKILL');
    await service.exited;
  }
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const metric = async (url: string, name: string) => {
  const text = await (await fetch(url)).text();
  return Number(new RegExp(`^${name.replace(/[{}"]/g, '\\$&')} (\\d+)$`, 'm').exec(text)?.[1] ?? NaN);
};

describe('a bug that escapes every handler', () => {
  it('is logged and counted, and the service goes on serving everyone', async () => {
    const service = start({ ROLE: 'api', METRICS_PORT: '0', NODE_OPTIONS: `--import ${PLANTED_BUG}` });
    const url = await service.url;
    await service.waitForLog(/^metrics at /);
    const metrics = String(service.logs().find((l) => /^metrics at /.test(String(l.msg)))!.url);
    await untilReady(url);

    service.child.kill('SIGUSR2');
    await service.waitForLog(/^uncaught exception \(a bug\)/);
    service.child.kill('SIGPWR');
    await service.waitForLog(/^unhandled promise rejection \(a bug\)/);

    expect((await fetch(`${url}/health`)).status).toBe(200);
    expect((await fetch(`${url}/ready`)).status).toBe(200);
    expect(service.child.exitCode).toBeNull();
    expect(await metric(metrics, 'process_uncaught_errors_total{kind="exception"}')).toBe(1);
    expect(await metric(metrics, 'process_uncaught_errors_total{kind="rejection"}')).toBe(1);
    const logged = service.logs().find((l) => /^uncaught exception/.test(String(l.msg)))!;
    expect(JSON.stringify(logged.err)).toContain('a planted bug');
  });
});

describe('a stop with slow clients connected', () => {
  it('ends within SHUTDOWN_TIMEOUT_MS and 5 s, cutting the slow clients, and stops the database it started', async () => {
    const secret = 'process-faults-secret-0123';
    const service = start({
      SHUTDOWN_TIMEOUT_MS: '2000',
      A11Y_BOOTSTRAP_CLIENT_ID: '7',
      A11Y_BOOTSTRAP_CLIENT_SECRET: secret,
    });
    const url = await service.url;
    await untilReady(url);
    const postgres = postmasterPid(path.join(dirs.at(-1)!, 'postgres'));
    expect(isAlive(postgres)).toBe(true);

    // Three clients sending uploads a byte at a time, and one that sent headers only.
    const port = Number(new URL(url).port);
    const head =
      `POST /api/v2/clients/7/content HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${tokenFor(7, {}, secret)}\r\n` +
      'Content-Type: multipart/form-data; boundary=XyZ\r\nContent-Length: 100000\r\n\r\n';
    const body = `--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7 ${'x'.repeat(500)}`;
    const slow = [1, 2, 3].map(() =>
      rawRequest(port, [{ send: head }, { trickle: body, everyMs: 100, forMs: 60_000 }], 60_000),
    );
    slow.push(rawRequest(port, [{ send: head.slice(0, 40) }, { wait: 60_000 }], 60_000));
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const stopping = Date.now();
    service.child.kill('SIGTERM');
    const exit = await service.exited;
    const tookMs = Date.now() - stopping;
    expect(exit).toEqual({ code: 0, signal: null });
    // The slow clients are cut at SHUTDOWN_TIMEOUT_MS; the queue and the database have 5 s more.
    expect(tookMs).toBeLessThan(2_000 + 5_000);
    for (const answer of await Promise.all(slow)) expect(answer.status === null || answer.status >= 400).toBe(true);
    await until(async () => (isAlive(postgres) ? undefined : true), 5_000);
    expect(fs.readdirSync(path.join(dirs.at(-1)!, 'blobs', '.staging'))).toEqual([]);
    process.stdout.write(`stop with 4 slow clients, SHUTDOWN_TIMEOUT_MS=2000: exited 0 after ${tookMs} ms\n`);
  });
});
