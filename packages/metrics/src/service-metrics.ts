import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds, from a few milliseconds (an HTTP read) to minutes (a large Office file, a queue backlog). */
const SECONDS = [
  0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 7.5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 240, 300, 600,
];

export interface QueueDepth {
  queue: string;
  /** Waiting to run now (pg-boss "ready"), waiting for a retry delay or start time, running. */
  ready: number;
  deferred: number;
  active: number;
}

export interface EnginePoolUsage {
  size: number;
  busy: number;
  waiting: number;
}

/** The converter pools: the warm LibreOffice processes of the engine processes, the alternative formats' producers. */
export type ConverterPoolName = 'libreoffice' | 'formats';

/** A converter pool's processes at one moment (as @app/analysis' ConverterPoolUsage). */
export interface ConverterPoolUsage {
  busy: number;
  idle: number;
  waiting: number;
}

/**
 * Every metric the service exposes, in one registry per process: the API's and the worker's share
 * it under ROLE=all. Names follow Prometheus' conventions (base units in the name, `_total` for
 * counters); labels are bounded sets (route templates, not paths; file types; queue names).
 * Values that live elsewhere (queue depth, engine pool, converter pools) are read when scraped,
 * from the sources given to `watch*`.
 */
export class ServiceMetrics {
  readonly registry = new Registry();
  private readonly converterPools = new Map<ConverterPoolName, () => ConverterPoolUsage>();

  readonly uncaughtErrors = new Counter({
    name: 'process_uncaught_errors_total',
    help: 'Errors no code caught (a bug), by kind (exception, rejection): logged and counted; the process goes on serving',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  readonly httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });

  readonly uploadBytes = new Counter({
    name: 'a11y_upload_bytes_total',
    help: 'Bytes of the files the accessibility upload received whole (before its checks: refused types included)',
    registers: [this.registry],
  });

  readonly uploads = new Counter({
    name: 'a11y_uploads_total',
    help: 'Files uploaded: created (new for the client, queued for analysis), retried (failed before, queued again) or known (already there)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly jobWait = new Histogram({
    name: 'queue_job_wait_seconds',
    help: 'Time from a job being queued to a worker starting it (retries: since first queued)',
    labelNames: ['queue'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });

  readonly jobDuration = new Histogram({
    name: 'queue_job_duration_seconds',
    help: 'Time a worker spent on a job, by queue and outcome (completed, failed: to be retried)',
    labelNames: ['queue', 'outcome'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });

  readonly analysisDuration = new Histogram({
    name: 'a11y_analysis_duration_seconds',
    help: 'One analysis attempt, blob fetch to stored result, by file type and outcome (success, failed, retry)',
    labelNames: ['file_type', 'outcome'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });

  readonly analysisStageDuration = new Histogram({
    name: 'a11y_analysis_stage_duration_seconds',
    help: 'Stages of an analysis by file type: fetch, engine (with its read, convert_wait, convert, judge), store',
    labelNames: ['file_type', 'stage'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });

  readonly analysisPages = new Counter({
    name: 'a11y_analysis_pages_total',
    help:
      'Pages the analyses got through, by stage: pages (read: text, structure, the render for Contrast), ocr ' +
      '(read by OCR); counted as each is done, so a long file counts while it runs, and again if it is read again',
    labelNames: ['stage'] as const,
    registers: [this.registry],
  });

  readonly engineRestarts = new Counter({
    name: 'a11y_engine_restarts_total',
    help: 'Engine processes ended to be replaced, by reason (error, recycle, time_bound, memory_bound, heap_bound, crash, killed)',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  readonly engineBoundHits = new Counter({
    name: 'a11y_engine_bound_hits_total',
    help: 'Files that reached an engine bound: time, memory (resident) or heap',
    labelNames: ['bound'] as const,
    registers: [this.registry],
  });

  readonly convertersAvailable = new Gauge({
    name: 'a11y_converter_available',
    help: 'Converters this process found (1) or not (0): libreoffice, bubblewrap',
    labelNames: ['converter'] as const,
    registers: [this.registry],
  });

  readonly converterPoolConversions = new Counter({
    name: 'a11y_converter_pool_conversions_total',
    help:
      'Conversions on a member of a converter pool (libreoffice: the warm LibreOffice processes; formats: the ' +
      'alternative formats producers) by outcome: success, timed_out, fallback (libreoffice: converted cold ' +
      'instead), refused (formats: the file cannot be made into it), out_of_memory, error',
    labelNames: ['pool', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly converterPoolRestarts = new Counter({
    name: 'a11y_converter_pool_restarts_total',
    help: 'Members of a converter pool ended to be replaced, by pool and reason (recycle, time_bound, heap_bound, crash, error)',
    labelNames: ['pool', 'reason'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    const pools = this.converterPools;
    new Gauge({
      name: 'a11y_converter_pool_members',
      help: 'Processes of each converter pool (libreoffice, formats) by state: busy (converting), idle (started, kept warm)',
      labelNames: ['pool', 'state'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [pool, read] of pools) {
          const usage = read();
          this.set({ pool, state: 'busy' }, usage.busy);
          this.set({ pool, state: 'idle' }, usage.idle);
        }
      },
    });
    new Gauge({
      name: 'a11y_converter_pool_waiting',
      help: 'Conversions waiting for a member of each converter pool',
      labelNames: ['pool'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [pool, read] of pools) this.set({ pool }, read().waiting);
      },
    });
  }

  /** Queue depth by queue and state, read from the queue at each scrape. */
  watchQueues(read: () => Promise<QueueDepth[]>): void {
    const registry = this.registry;
    this.unwatch('queue_jobs');
    new Gauge({
      name: 'queue_jobs',
      help: 'Jobs in each queue by state: ready (waiting to run), deferred (retry delay), active',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const depth of await read().catch(() => [])) {
          for (const state of ['ready', 'deferred', 'active'] as const) {
            this.set({ queue: depth.queue, state }, depth[state]);
          }
        }
      },
    });
  }

  /** The engine pool's (and so the converters') use, read at each scrape. */
  watchEnginePool(read: () => EnginePoolUsage): void {
    this.unwatch('a11y_engine_pool_engines', 'a11y_engine_pool_waiting');
    new Gauge({
      name: 'a11y_engine_pool_engines',
      help: 'Engine processes (each runs one analysis and its conversions at a time) by state: busy, idle',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const usage = read();
        this.set({ state: 'busy' }, usage.busy);
        this.set({ state: 'idle' }, usage.size - usage.busy);
      },
    });
    new Gauge({
      name: 'a11y_engine_pool_waiting',
      help: 'Analyses waiting for a free engine process',
      registers: [this.registry],
      collect() {
        this.set(read().waiting);
      },
    });
  }

  /**
   * A converter pool's use (`libreoffice`: the warm LibreOffice processes of the engine processes;
   * `formats`: the producer processes), read at each scrape; watching a pool again replaces its source.
   */
  watchConverterPool(pool: ConverterPoolName, read: () => ConverterPoolUsage): void {
    this.converterPools.set(pool, read);
  }

  /** A source watched again (a worker restarted in the same process) replaces the previous one. */
  private unwatch(...names: string[]): void {
    for (const name of names) this.registry.removeSingleMetric(name);
  }

  /** Prometheus' text format, and its content type. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/** Seconds since `start` (a `performance.now()` reading). */
export const secondsSince = (start: number): number => (performance.now() - start) / 1000;
