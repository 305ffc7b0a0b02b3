import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startMetricsServer, type MetricsServer } from '@app/metrics';
import { startS3Server, until, type TestS3Server } from '@app/testing';
import { startWorker, type Worker } from '@app/worker';
import request from 'supertest';
import {
  a11yClient,
  clientWithToken,
  pdf,
  policy,
  sha256,
  tokenFor,
  type A11yClient,
} from './accessibility/a11y-client.js';
import { WorkerProcesses } from './support/worker-processes.js';
import { startTestApp, type TestApp } from './support/test-runtime.js';

// Prometheus metrics through the real stack: requests to the Nest app, uploads analysed by a worker
// with its engine processes, scraped from the metrics listener run-service.ts starts on METRICS_PORT.

const TOKEN = 'a-scrape-token-for-tests';
const fixture = () =>
  fs.readFileSync(new URL('../../../packages/analysis/fixtures/pdf/files/alt-text-missing-fail.pdf', import.meta.url));

let t: TestApp;
let worker: Worker;
let server: MetricsServer;
let alice: A11yClient;

beforeAll(async () => {
  t = await startTestApp();
  worker = await startWorker({
    queue: t.runtime.queue,
    prisma: t.runtime.prisma,
    blobs: t.runtime.blobs,
    concurrency: 1,
    metrics: t.runtime.metrics,
  });
  server = await startMetricsServer(t.runtime.metrics, { host: '127.0.0.1', port: 0, token: TOKEN });
  alice = await a11yClient(t, 1);
});

afterAll(async () => {
  await server.close();
  await worker.stop();
  await t.close();
});

async function scrape(url = server.url, token = TOKEN): Promise<string> {
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

/** The value of one sample, `name{labels}` exactly as exposed (labels in their declared order). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

const finished = (hash: string) =>
  until(async () => {
    const { body } = await alice.status(hash).expect(200);
    return body.status === 'success' || body.status === 'failed' ? body : undefined;
  }, 60_000);

describe('GET /metrics', () => {
  it('wants the token when one is set, and serves nothing else', async () => {
    expect((await fetch(server.url)).status).toBe(401);
    expect((await fetch(server.url, { headers: { Authorization: 'Bearer wrong-token-of-same-sz' } })).status).toBe(401);
    expect(
      (await fetch(server.url.replace('/metrics', '/'), { headers: { Authorization: `Bearer ${TOKEN}` } })).status,
    ).toBe(404);
  });

  it('times HTTP requests by route template and status, and the counts move with requests', async () => {
    const series = 'http_request_duration_seconds_count{method="GET",route="/ready",status="200"}';
    const before = sample(await scrape(), series);
    await request(t.app.getHttpServer()).get('/ready').expect(200);
    await request(t.app.getHttpServer()).get('/ready').expect(200);
    await request(t.app.getHttpServer()).get('/no/such/path').expect(404);
    await alice.status('ab'.repeat(32)).expect(404);
    const text = await scrape();
    expect(sample(text, series)).toBe(before + 2);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/v2/clients/:clientId/content/:contentHash/status",status="404"}',
      ),
    ).toBe(1);
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/ready",status="200"\} /m,
    );
  });

  it('counts upload bytes, queue wait and job time, and the analysis by file type, stage and outcome', async () => {
    const good = fixture();
    const damaged = pdf();
    await alice.upload(good, 'report.pdf').expect(202);
    await alice.upload(good, 'report.pdf').expect(303);
    await alice.upload(damaged).expect(202);
    expect(await finished(sha256(good))).toMatchObject({ status: 'success' });
    expect(await finished(sha256(damaged))).toMatchObject({ status: 'failed' });

    const text = await until(async () => {
      const scraped = await scrape();
      return sample(scraped, 'queue_job_duration_seconds_count{queue="a11y-analysis",outcome="completed"}') >= 2
        ? scraped
        : undefined;
    });
    expect(sample(text, 'a11y_upload_bytes_total')).toBe(2 * good.length + damaged.length);
    expect(sample(text, 'a11y_uploads_total{outcome="created"}')).toBe(2);
    expect(sample(text, 'a11y_uploads_total{outcome="known"}')).toBe(1);
    expect(sample(text, 'queue_job_wait_seconds_count{queue="a11y-analysis"}')).toBe(2);
    expect(sample(text, 'a11y_analysis_duration_seconds_count{file_type="pdf",outcome="success"}')).toBe(1);
    expect(sample(text, 'a11y_analysis_duration_seconds_count{file_type="pdf",outcome="failed"}')).toBe(1);
    // Both files were fetched; only the good one went through the engine's stages to the end.
    expect(sample(text, 'a11y_analysis_stage_duration_seconds_count{file_type="pdf",stage="fetch"}')).toBe(2);
    for (const stage of ['engine', 'read', 'judge']) {
      expect(sample(text, `a11y_analysis_stage_duration_seconds_count{file_type="pdf",stage="${stage}"}`)).toBe(1);
    }
    // The good file's one page, as the engine read it; the damaged one has none to read.
    expect(sample(text, 'a11y_analysis_pages_total{stage="pages"}')).toBe(1);
    // The damaged file's engine answered with an error: it is replaced before the next file.
    expect(sample(text, 'a11y_engine_restarts_total{reason="error"}')).toBeGreaterThanOrEqual(1);
    // A damaged file is the engine's error, not a bound: none is counted.
    expect(text).not.toMatch(/^a11y_engine_bound_hits_total\{/m);
    expect(sample(text, 'queue_jobs{queue="a11y-analysis",state="ready"}')).toBe(0);
    expect(sample(text, 'a11y_engine_pool_engines{state="idle"}')).toBe(1);
    expect(sample(text, 'a11y_engine_pool_waiting')).toBe(0);
    expect(sample(text, 'a11y_converter_available{converter="libreoffice"}')).toBe(1);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });
});

describe('the converter pools', () => {
  it('count the warm LibreOffice processes of an Office analysis, and the producers of a format', async () => {
    const teacher = clientWithToken(
      t,
      1,
      tokenFor(1, policy({ resource: 'content:*', actions: ['content:*', 'content:*:*'] })),
    );
    const libreOffice = (outcome: string) =>
      `a11y_converter_pool_conversions_total{pool="libreoffice",outcome="${outcome}"}`;
    const members = (pool: string, state: string) => `a11y_converter_pool_members{pool="${pool}",state="${state}"}`;
    const engineRestarts = (text: string) =>
      text
        .split('\n')
        .filter((line) => line.startsWith('a11y_engine_restarts_total{'))
        .reduce((sum, line) => sum + Number(line.split(' ')[1]), 0);
    const before = await scrape();
    expect(before).toMatch(/^# TYPE a11y_converter_pool_members gauge$/m);
    expect(sample(before, members('formats', 'busy'))).toBe(0);
    expect(sample(before, members('formats', 'idle'))).toBe(0); // none started before the first format

    // An Office file: its PDF preview is made on a warm LibreOffice of the engine process.
    const docx = fs.readFileSync(
      new URL('../../../packages/analysis/fixtures/office/files/docx-pass.docx', import.meta.url),
    );
    const hash = sha256(docx);
    await teacher
      .upload(docx, 'report.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
      .expect(202);
    expect(await finished(hash)).toMatchObject({ status: 'success' });
    // The engine process tells its parent as it converts, before its reply: counted when the job ends.
    const office = await until(async () => {
      const scraped = await scrape();
      return sample(scraped, 'a11y_analysis_duration_seconds_count{file_type="document",outcome="success"}') >= 1
        ? scraped
        : undefined;
    });
    expect(sample(office, libreOffice('success')) - sample(before, libreOffice('success'))).toBeGreaterThanOrEqual(1);
    expect(sample(office, libreOffice('fallback'))).toBe(0); // no warm conversion fell back to a cold one
    expect(sample(office, libreOffice('timed_out'))).toBe(0);
    expect(office).not.toMatch(/^a11y_converter_pool_restarts_total\{/m);
    expect(sample(office, members('libreoffice', 'busy'))).toBe(0);
    // The LibreOffice that converted is kept warm, unless its engine process was replaced after the
    // file (its LibreOffice processes end with it).
    const engineReplaced = engineRestarts(office) > engineRestarts(before);
    expect(sample(office, members('libreoffice', 'idle'))).toBe(engineReplaced ? 0 : 1);
    expect(sample(office, 'a11y_converter_pool_waiting{pool="libreoffice"}')).toBe(0);

    // A format of it, made by a producer process.
    const formatUrl = `/api/v2/clients/1/content/${hash}/formats/Html`;
    const getFormat = () =>
      request(t.app.getHttpServer()).get(formatUrl).set('Authorization', `Bearer ${teacher.token}`);
    await getFormat().expect(202);
    await until(async () => ((await getFormat()).status === 200 ? true : undefined), 120_000);
    const formats = await scrape();
    expect(sample(formats, 'a11y_converter_pool_conversions_total{pool="formats",outcome="success"}')).toBe(1);
    expect(formats).not.toMatch(/^a11y_converter_pool_conversions_total\{pool="formats",outcome="(?!success)/m);
    expect(sample(formats, members('formats', 'busy'))).toBe(0);
    expect(sample(formats, members('formats', 'idle'))).toBe(1); // kept warm for the next format
    expect(sample(formats, 'a11y_converter_pool_waiting{pool="formats"}')).toBe(0);
    expect(formats).not.toMatch(/^a11y_converter_pool_restarts_total\{/m);
  });
});

describe('an engine bound', () => {
  it('counts the file that reached it by bound, with the restart it caused', async () => {
    // Its own app and worker, whose engine may take 1 ms per file: no engine process, even a fresh
    // one, answers within it, so the first file reaches the time bound. Its own database, so that
    // the worker with the default bounds does not take the job.
    const bounded = await startTestApp();
    const boundedWorker = await startWorker({
      queue: bounded.runtime.queue,
      prisma: bounded.runtime.prisma,
      blobs: bounded.runtime.blobs,
      concurrency: 1,
      engineLimits: { timeoutMs: 1 },
      metrics: bounded.runtime.metrics,
    });
    const boundedServer = await startMetricsServer(bounded.runtime.metrics, {
      host: '127.0.0.1',
      port: 0,
      token: TOKEN,
    });
    try {
      const series = (bound: string) => `a11y_engine_bound_hits_total{bound="${bound}"}`;
      expect(sample(await scrape(boundedServer.url), series('time'))).toBe(0);

      const bob = await a11yClient(bounded, 2);
      const file = fixture();
      await bob.upload(file, 'report.pdf').expect(202);
      const done = await until(async () => {
        const { body } = await bob.status(sha256(file)).expect(200);
        return body.status === 'success' || body.status === 'failed' ? body : undefined;
      }, 60_000);
      expect(done).toMatchObject({
        status: 'failed',
        error: expect.stringMatching(/^The analysis did not finish within/),
      });

      const text = await until(async () => {
        const scraped = await scrape(boundedServer.url);
        return sample(scraped, 'a11y_analysis_duration_seconds_count{file_type="pdf",outcome="failed"}') >= 1
          ? scraped
          : undefined;
      });
      expect(text).toMatch(/^# TYPE a11y_engine_bound_hits_total counter$/m);
      expect(sample(text, series('time'))).toBe(1);
      expect(sample(text, series('memory'))).toBe(0);
      expect(sample(text, series('heap'))).toBe(0);
      expect(sample(text, 'a11y_engine_restarts_total{reason="time_bound"}')).toBe(1);
    } finally {
      await boundedServer.close();
      await boundedWorker.stop();
      await bounded.close();
    }
  });
});

describe('METRICS_PORT in a service process', () => {
  it('a ROLE=worker process serves its own metrics on its own port; none without METRICS_PORT', async () => {
    const workers = new WorkerProcesses(t);
    try {
      const scraped = workers.start({ METRICS_PORT: '0' });
      await scraped.waitForLog(/^metrics at /);
      const url = String(scraped.logs().find((l) => /^metrics at /.test(String(l.msg)))!.url);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      const text = await (await fetch(url)).text();
      expect(text).toMatch(/^a11y_engine_pool_engines\{state="idle"\} 1$/m);
      expect(text).toMatch(/^a11y_converter_pool_members\{pool="formats",state="busy"\} 0$/m);
      expect(text).toMatch(/^a11y_converter_pool_waiting\{pool="libreoffice"\} 0$/m);

      const quiet = workers.start();
      await quiet.waitForLog('worker running');
      expect(quiet.logs().some((l) => /^metrics at /.test(String(l.msg)))).toBe(false);
    } finally {
      await workers.killAll();
    }
  });
});

describe('the S3 store down', () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3.close();
  });

  it('reports the S3 store up, then not ready while its server is down, and an upload meanwhile is a 503', async () => {
    const s3App = await startTestApp(s3.env);
    try {
      const ready = await request(s3App.app.getHttpServer()).get('/ready').expect(200);
      expect(ready.body).toMatchObject({ checks: { blobs: 'up' }, blobStore: 's3' });
      await s3.close();
      const down = await request(s3App.app.getHttpServer()).get('/ready').expect(503);
      expect(down.body.message).toBe('Not ready: blobs unreachable');

      // An upload meanwhile: 503 (not the client's fault), and nothing left behind.
      const bob = await a11yClient(s3App, 2);
      const file = pdf();
      const refused = await bob.upload(file).expect(503);
      expect(refused.body.message).toBe('The file store is unavailable; try again later');
      await bob.status(sha256(file)).expect(404);
      expect(fs.readdirSync(path.join(s3App.runtime.config.dataDir, 'staging'))).toEqual([]);
    } finally {
      await s3App.close();
    }
  });
});
