import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServiceMetrics } from './service-metrics.js';

export interface MetricsServerOptions {
  host: string;
  port: number;
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  token?: string;
}

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/**
 * `GET /metrics` on a port of its own: apart from the API's port, so that it is never exposed
 * with it (bind it to a private address, or put a token on it), and so that a ROLE=worker process,
 * which serves no HTTP otherwise, can be scraped too. Anything else is a 404.
 */
export async function startMetricsServer(
  metrics: ServiceMetrics,
  options: MetricsServerOptions,
): Promise<MetricsServer> {
  const expected = options.token ? Buffer.from(`Bearer ${options.token}`) : undefined;
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (pathname !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return answer(res, 404, 'Not found: the metrics are at GET /metrics\n');
    }
    if (expected && !sameSecret(req.headers.authorization, expected)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      return answer(res, 401, 'Send Authorization: Bearer <METRICS_TOKEN>\n');
    }
    metrics.exposition().then(
      ({ contentType, body }) => {
        res.writeHead(200, { 'Content-Type': contentType });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => answer(res, 500, `Collecting the metrics failed: ${(error as Error).message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function answer(res: http.ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text);
}

function sameSecret(given: string | undefined, expected: Buffer): boolean {
  const bytes = Buffer.from(given ?? '');
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
}
