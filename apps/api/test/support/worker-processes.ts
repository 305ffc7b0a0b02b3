import { spawnService, type ServiceProcess } from './service-process.js';
import type { TestApp } from './test-runtime.js';

/**
 * Built services run as ROLE=worker beside a test app, on its database and DATA_DIR, one job at a
 * time; `killAll` (for afterAll) ends those a test left running.
 */
export class WorkerProcesses {
  private readonly started: ServiceProcess[] = [];

  constructor(private readonly t: TestApp) {}

  start(env: Record<string, string> = {}, options: { detached?: boolean } = {}): ServiceProcess {
    const worker = spawnService(
      {
        ROLE: 'worker',
        DATABASE_URL: this.t.db.url,
        DATA_DIR: this.t.runtime.config.dataDir,
        WORKER_CONCURRENCY: '1',
        ...env,
      },
      options,
    );
    this.started.push(worker);
    return worker;
  }

  async killAll(): Promise<void> {
    for (const worker of this.started) {
      if (worker.child.exitCode === null && worker.child.signalCode === null) {
        worker.child.kill('SIGKILL');
        await worker.exited;
      }
    }
  }
}
