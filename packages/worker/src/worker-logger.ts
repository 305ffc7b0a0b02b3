/** The part of a pino logger the worker uses (the runtime's logger, or a test's). */
export interface WorkerLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const silentLogger: WorkerLogger = { info() {}, warn() {}, error() {} };
