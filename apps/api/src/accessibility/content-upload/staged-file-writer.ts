import { Worker } from 'node:worker_threads';

/**
 * Hashing (SHA-256) and writing an upload's bytes, off the thread that receives them: on a 50 MB
 * upload they cost as much again as receiving it, and the receiving thread is what every other
 * request waits for. One worker thread per process serves every upload at once; the bytes reach
 * it copied into 1 MB slabs that are transferred, not copied again (a chunk of the socket's cannot
 * be handed over: Node's HTTP parser may still be reading the memory it came in). Written bytes
 * are flushed to disk every 8 MB while the upload goes on, so that the blob store's flush that
 * makes the stored file durable finds little left to write.
 *
 * The worker's source is here as text (run with `eval`): it is small, and a file of its own would
 * not exist where the sources run untranspiled (the tests).
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const WRITE_EVERY = 1 << 20;
const FLUSH_EVERY = 8 << 20;
const files = new Map();

function settle(file) {
  if (!file.closing || file.writing > 0) return;
  files.delete(file.id);
  try { fs.closeSync(file.fd); } catch (error) { file.error ??= error; }
  if (file.error) parentPort.postMessage({ id: file.id, error: { message: file.error.message, code: file.error.code } });
  else if (file.aborted) parentPort.postMessage({ id: file.id, aborted: true });
  else parentPort.postMessage({ id: file.id, hash: file.hash.digest('hex') });
}

function write(file) {
  if (file.queued.length === 0) return;
  const buffers = file.queued;
  file.queued = [];
  file.queuedBytes = 0;
  file.writing++;
  fs.writev(file.fd, buffers, (error, written) => {
    file.writing--;
    if (error) file.error ??= error;
    else {
      file.written += written;
      if (file.written - file.flushedAt >= FLUSH_EVERY && !file.closing) {
        file.flushedAt = file.written;
        file.writing++;
        fs.fdatasync(file.fd, () => { file.writing--; settle(file); });
      }
    }
    settle(file);
  });
}

parentPort.on('message', (message) => {
  if (message.op === 'open') {
    try {
      const fd = fs.openSync(message.path, 'wx');
      files.set(message.id, { id: message.id, fd, hash: createHash('sha256'), queued: [], queuedBytes: 0,
        writing: 0, written: 0, flushedAt: 0, closing: false, aborted: false, error: undefined });
    } catch (error) {
      parentPort.postMessage({ id: message.id, error: { message: error.message, code: error.code } });
    }
    return;
  }
  const file = files.get(message.id);
  if (!file || file.closing) return;
  if (message.op === 'data') {
    const bytes = Buffer.from(message.buffer, 0, message.length);
    if (!file.error) {
      file.hash.update(bytes);
      file.queued.push(bytes);
      file.queuedBytes += bytes.length;
      if (file.queuedBytes >= WRITE_EVERY) write(file);
    }
    parentPort.postMessage({ id: file.id, consumed: message.length });
  } else if (message.op === 'finish' || message.op === 'abort') {
    file.aborted = message.op === 'abort';
    if (!file.aborted && !file.error) write(file);
    file.closing = true;
    settle(file);
  }
});
`;

const SLAB_BYTES = 1 << 20;
/** Bytes handed to the worker and not yet hashed past which the sender is asked to wait. */
const HIGH_WATER = 24 << 20;
const LOW_WATER = 16 << 20;

interface Reply {
  id: number;
  consumed?: number;
  hash?: string;
  aborted?: boolean;
  error?: { message: string; code?: string };
}

/** One file being written: `write` its bytes in order, then `finish` (its SHA-256) or `abort`. */
export interface StagedFileWrite {
  /** False when the caller should wait for `drained` before writing more. */
  write(bytes: Buffer): boolean;
  drained(): Promise<void>;
  /** Every byte written and the file closed: its SHA-256, lowercase hex. */
  finish(): Promise<string>;
  /** Stops writing and closes the file (the caller removes it). */
  abort(): Promise<void>;
}

class FileWrite implements StagedFileWrite {
  private slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
  private used = 0;
  private inFlight = 0;
  private waiting: (() => void) | undefined;
  private ended: { resolve: (hash: string) => void; reject: (error: Error) => void } | undefined;
  private failure: Error | undefined;
  private done = false;

  constructor(
    private readonly id: number,
    private readonly worker: Worker,
  ) {}

  write(bytes: Buffer): boolean {
    for (let at = 0; at < bytes.length;) {
      const n = bytes.copy(this.slab, this.used, at);
      this.used += n;
      at += n;
      if (this.used === SLAB_BYTES) this.send();
    }
    return this.inFlight < HIGH_WATER;
  }

  drained(): Promise<void> {
    if (this.inFlight < HIGH_WATER || this.done) return Promise.resolve();
    return new Promise((resolve) => (this.waiting = resolve));
  }

  finish(): Promise<string> {
    if (this.failure) return Promise.reject(this.failure);
    this.send();
    return new Promise((resolve, reject) => {
      this.ended = { resolve, reject };
      this.worker.postMessage({ op: 'finish', id: this.id });
    });
  }

  abort(): Promise<void> {
    if (this.done) return Promise.resolve();
    return new Promise((resolve) => {
      this.ended = { resolve: () => resolve(), reject: () => resolve() };
      this.worker.postMessage({ op: 'abort', id: this.id });
    });
  }

  /** A reply of the worker's about this file; true when it is the last (the file is closed). */
  replied(reply: Reply): boolean {
    if (reply.consumed !== undefined) {
      this.inFlight -= reply.consumed;
      if (this.inFlight < LOW_WATER) this.release();
      return false;
    }
    this.done = true;
    this.release();
    if (reply.error) {
      const error = Object.assign(new Error(reply.error.message), { code: reply.error.code });
      this.failure = error;
      this.ended?.reject(error);
    } else this.ended?.resolve(reply.hash ?? '');
    return true;
  }

  /** The worker is gone: the file cannot be finished. */
  lost(error: Error): void {
    this.done = true;
    this.failure = error;
    this.release();
    this.ended?.reject(error);
  }

  private send(): void {
    if (this.used === 0) return;
    const slab = this.slab;
    const length = this.used;
    this.slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
    this.used = 0;
    this.inFlight += length;
    this.worker.postMessage({ op: 'data', id: this.id, buffer: slab.buffer, length }, [slab.buffer]);
  }

  private release(): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.();
  }
}

/** The error of a file whose worker stopped (a bug, or the process running out of memory). */
export class StagedFileWriterLost extends Error {}

/** The process's writer of staged uploads (its worker starts on first use, and again if it dies). */
export class StagedFileWriter {
  private worker: Worker | undefined;
  private readonly files = new Map<number, FileWrite>();
  private nextId = 1;

  /** Creates `path` (it must not exist) and returns the write of its bytes. */
  open(path: string): StagedFileWrite {
    const worker = this.running();
    const id = this.nextId++;
    const file = new FileWrite(id, worker);
    this.files.set(id, file);
    worker.postMessage({ op: 'open', id, path });
    return file;
  }

  private running(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, { eval: true, resourceLimits: { maxOldGenerationSizeMb: 64 } });
    worker.unref(); // an idle writer must not keep the process alive
    worker.on('message', (reply: Reply) => {
      const file = this.files.get(reply.id);
      if (file?.replied(reply)) this.files.delete(reply.id);
    });
    const lost = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      for (const file of this.files.values()) file.lost(new StagedFileWriterLost(error.message));
      this.files.clear();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the upload writer stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }
}
