/**
 * The service's roles over a valid configuration. ROLE=all (default) serves HTTP and runs jobs;
 * ROLE=api only HTTP; ROLE=worker only jobs. Each role brings up the runtime first (database,
 * migrations, queue).
 */
import type { Config } from '@app/config';
import { startMetricsServer } from '@app/metrics';
import { startWorker } from '@app/worker';
import { createApp } from '../app/create-app.js';
import { Lifecycle } from './lifecycle.js';
import { closeGracefully, listen } from './http-server.js';
import { createLogger } from './logger.js';
import { startRuntime } from './runtime.js';
import { failStartup } from './startup-failure.js';

export async function runService(config: Config): Promise<void> {
  const logger = createLogger(config);
  // The database stop takes up to 30 s on top of the in-flight work's allowance.
  const lifecycle = new Lifecycle(logger, config.shutdownTimeoutMs + 35_000);
  lifecycle.handleSignals((code) => process.exit(code));
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception: stopping');
    void lifecycle.stop().finally(() => process.exit(1));
  });
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection');
  });

  try {
    const runtime = await startRuntime(config, logger);
    lifecycle.onStop('runtime', () => runtime.stop());
    if (config.role !== 'worker') {
      const app = await createApp(runtime);
      lifecycle.onStop('http', () => closeGracefully(app));
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
        logger: logger.child({ component: 'worker' }),
        metrics: runtime.metrics,
      });
      lifecycle.onStop('worker', () => worker.stop());
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
