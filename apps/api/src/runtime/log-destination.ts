import fs from 'node:fs';

/** Lines kept while the output is busy (EAGAIN); past this, new lines are dropped. */
const MAX_PENDING_BYTES = 4 * 1024 * 1024;
const RETRY_MS = 20;

/**
 * Where the log's lines go (a file descriptor: stdout): written synchronously, so that the lines
 * before an exit are out, and never fatal. The log is not worth the service: a write the output
 * cannot take — a full disk (ENOSPC), a closed pipe (EPIPE), any other error — drops the line
 * instead of throwing (pino's own destination throws, and a throw from a log call inside the
 * uncaught-exception handler ended the process). A pipe that is full for now (EAGAIN) keeps the
 * lines, up to 4 MB, and writes them in order once it drains. Dropped lines are counted, and
 * `onResumed` is told once a line gets through again.
 */
export class LogDestination {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private timer: NodeJS.Timeout | undefined;
  private dropped = 0;
  private dropReason: string | undefined;

  constructor(
    private readonly fd: number,
    private readonly onResumed: (dropped: number, reason: string) => void = () => {},
  ) {}

  write(line: string): boolean {
    const bytes = Buffer.from(line);
    if (this.pendingBytes + bytes.length > MAX_PENDING_BYTES) {
      this.drop('EAGAIN');
      return true;
    }
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    this.writePending();
    return true;
  }

  /** pino's `logger.flush(cb)`: writes what it can now, then calls back (never with an error). */
  flush(done?: () => void): void {
    this.writePending();
    done?.();
  }

  /** Writes what is pending, as far as the output takes it now. */
  private writePending(): void {
    let wrote = false;
    while (this.pending.length > 0) {
      const head = this.pending[0]!;
      let written: number;
      try {
        written = fs.writeSync(this.fd, head);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
        if (code === 'EAGAIN') {
          this.retryLater();
          return;
        }
        this.pending.shift();
        this.pendingBytes -= head.length;
        this.drop(code);
        continue;
      }
      wrote = true;
      this.pendingBytes -= written;
      if (written < head.length) this.pending[0] = head.subarray(written);
      else this.pending.shift();
    }
    if (wrote && this.dropped > 0) this.resumed();
  }

  private retryLater() {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.writePending();
    }, RETRY_MS);
    this.timer.unref();
  }

  private drop(reason: string) {
    this.dropped++;
    this.dropReason ??= reason;
  }

  private resumed() {
    const { dropped, dropReason } = this;
    this.dropped = 0;
    this.dropReason = undefined;
    this.onResumed(dropped, dropReason ?? 'unknown error');
  }
}
