export { startWorker, type Worker, type WorkerDependencies } from './start-worker.js';
