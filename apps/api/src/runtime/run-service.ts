/**
 * The service's roles over a valid configuration. ROLE=all (default) serves HTTP and runs jobs;
 * ROLE=api only HTTP; ROLE=worker only jobs. Each role brings up the runtime first (database,
 * migrations, queue).
 */
import type { Config } from '@app/config';
import { startMetricsServer, type ServiceMetrics } from '@app/metrics';
import { startWorker } from '@app/worker';
import { createApp } from '../app/create-app.js';
import { Lifecycle } from './lifecycle.js';
import { closeGracefully, listen } from './http-server.js';
import { createLogger } from './logger.js';
import { startRuntime } from './runtime.js';
import { failStartup } from './startup-failure.js';

export async function runService(config: Config): Promise<void> {
  const logger = createLogger(config);
  const lifecycle = new Lifecycle(logger, config.shutdownTimeoutMs);
  lifecycle.handleSignals((code) => process.exit(code));
  let metrics: ServiceMetrics | undefined;
  // An error no code caught is a bug in one request's or job's callback. Stopping would fail every
  // other client's work in flight (and a supervisor's restart would too), so it is logged and
  // counted, and the process goes on serving; the metric is what to alert on.
  process.on('uncaughtException', (error) => {
    logger.error({ err: error }, 'uncaught exception (a bug): logged, counted, still serving');
    metrics?.uncaughtErrors.inc({ kind: 'exception' });
  });
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection (a bug): logged, counted, still serving');
    metrics?.uncaughtErrors.inc({ kind: 'rejection' });
  });

  try {
    const runtime = await startRuntime(config, logger);
    metrics = runtime.metrics;
    lifecycle.onStopLast('runtime', (allowanceMs) => runtime.stop(allowanceMs));
    if (config.role !== 'worker') {
      const app = await createApp(runtime);
      lifecycle.onStop('http', (allowanceMs) => closeGracefully(app, allowanceMs));
      const url = await listen(app, config);
      logger.info({ url, docs: `${url}/docs` }, `listening on ${url}`);
    }
    if (config.role !== 'api') {
      const worker = await startWorker({
        queue: runtime.queue,
        prisma: runtime.prisma,
        blobs: runtime.blobs,
        concurrency: config.workerConcurrency,
        shutdownTimeoutMs: config.shutdownTimeoutMs,
        engineLimits: { timeoutMs: config.analysisTimeoutSeconds * 1000 },
        logger: logger.child({ component: 'worker' }),
        metrics: runtime.metrics,
        webhooks: { allowedHosts: config.webhookAllowedHosts, retrySchedule: config.webhookRetrySchedule },
      });
      lifecycle.onStop('worker', (allowanceMs) => worker.stop(allowanceMs));
      logger.info({ workerId: worker.id, concurrency: config.workerConcurrency }, 'worker running');
    }
    if (config.metricsPort !== undefined) {
      // Its own port, after the roles: a scrape sees every metric of this process.
      const server = await startMetricsServer(runtime.metrics, {
        host: config.metricsHost,
        port: config.metricsPort,
        token: config.metricsToken,
      });
      lifecycle.onStop('metrics', () => server.close());
      logger.info({ url: server.url, protected: config.metricsToken !== undefined }, `metrics at ${server.url}`);
    }
  } catch (error) {
    await lifecycle.stop();
    failStartup(error, config.logLevel);
  }
}
