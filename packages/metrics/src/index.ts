export { ServiceMetrics, secondsSince, type EnginePoolUsage, type QueueDepth } from './service-metrics.js';
export { startMetricsServer, type MetricsServer, type MetricsServerOptions } from './metrics-server.js';
