import { afterEach, describe, expect, it } from '@jest/globals';
import { ServiceMetrics, startMetricsServer, type MetricsServer } from '../src/index.js';

let server: MetricsServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the metrics listener', () => {
  it('serves the registry in Prometheus text format on GET /metrics, and nothing else', async () => {
    const metrics = new ServiceMetrics();
    metrics.uploadBytes.inc(1234);
    server = await startMetricsServer(metrics, { host: '127.0.0.1', port: 0 });
    const res = await fetch(server.url);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('# TYPE a11y_upload_bytes_total counter');
    expect(text).toMatch(/^a11y_upload_bytes_total 1234$/m);
    expect((await fetch(server.url, { method: 'POST' })).status).toBe(404);
    expect((await fetch(server.url.replace('/metrics', '/metrics/x'))).status).toBe(404);
  });

  it('wants the bearer token when given one', async () => {
    server = await startMetricsServer(new ServiceMetrics(), { host: '127.0.0.1', port: 0, token: 'x'.repeat(20) });
    expect((await fetch(server.url)).status).toBe(401);
    expect((await fetch(server.url, { headers: { Authorization: `Bearer ${'y'.repeat(20)}` } })).status).toBe(401);
    expect((await fetch(server.url, { headers: { Authorization: `Bearer ${'x'.repeat(20)}` } })).status).toBe(200);
  });

  it('reads watched sources at each scrape; watching again replaces the source', async () => {
    const metrics = new ServiceMetrics();
    let busy = 1;
    metrics.watchEnginePool(() => ({ size: 2, busy, waiting: 0 }));
    expect(await metrics.registry.getSingleMetricAsString('a11y_engine_pool_engines')).toContain(
      'a11y_engine_pool_engines{state="busy"} 1',
    );
    busy = 2;
    expect(await metrics.registry.getSingleMetricAsString('a11y_engine_pool_engines')).toContain(
      'a11y_engine_pool_engines{state="idle"} 0',
    );
    metrics.watchEnginePool(() => ({ size: 4, busy: 0, waiting: 3 }));
    expect(await metrics.registry.getSingleMetricAsString('a11y_engine_pool_waiting')).toContain(
      'a11y_engine_pool_waiting 3',
    );
  });

  it('reads each converter pool at each scrape, by pool; counts their conversions and restarts', async () => {
    const metrics = new ServiceMetrics();
    const members = () => metrics.registry.getSingleMetricAsString('a11y_converter_pool_members');
    expect(await members()).not.toContain('a11y_converter_pool_members{'); // no pool watched: no series
    let busy = 1;
    metrics.watchConverterPool('libreoffice', () => ({ busy, idle: 2, waiting: 0 }));
    metrics.watchConverterPool('formats', () => ({ busy: 0, idle: 1, waiting: 4 }));
    expect(await members()).toContain('a11y_converter_pool_members{pool="libreoffice",state="busy"} 1');
    busy = 0;
    const text = await members();
    expect(text).toContain('a11y_converter_pool_members{pool="libreoffice",state="busy"} 0');
    expect(text).toContain('a11y_converter_pool_members{pool="libreoffice",state="idle"} 2');
    expect(text).toContain('a11y_converter_pool_members{pool="formats",state="idle"} 1');
    metrics.watchConverterPool('formats', () => ({ busy: 0, idle: 0, waiting: 1 }));
    expect(await metrics.registry.getSingleMetricAsString('a11y_converter_pool_waiting')).toContain(
      'a11y_converter_pool_waiting{pool="formats"} 1',
    );
    metrics.converterPoolConversions.inc({ pool: 'libreoffice', outcome: 'success' });
    metrics.converterPoolRestarts.inc({ pool: 'formats', reason: 'time_bound' });
    const { body } = await metrics.exposition();
    expect(body).toMatch(/^a11y_converter_pool_conversions_total\{pool="libreoffice",outcome="success"\} 1$/m);
    expect(body).toMatch(/^a11y_converter_pool_restarts_total\{pool="formats",reason="time_bound"\} 1$/m);
  });
});
