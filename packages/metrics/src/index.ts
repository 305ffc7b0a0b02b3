export {
  ServiceMetrics,
  secondsSince,
  type ConverterPoolName,
  type ConverterPoolUsage,
  type EnginePoolUsage,
  type QueueDepth,
} from './service-metrics.js';
export { startMetricsServer, type MetricsServer, type MetricsServerOptions } from './metrics-server.js';
