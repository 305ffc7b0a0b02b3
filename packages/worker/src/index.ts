export { startWorker, type Worker, type WorkerDependencies } from './start-worker.js';
export { MAX_ATTEMPTS } from './jobs/analysis/analysis.handler.js';
export { workDirRoot } from './jobs/analysis/work-dirs.js';
export type { WorkerLogger } from './worker-logger.js';
