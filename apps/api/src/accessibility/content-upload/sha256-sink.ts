import { Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';

/**
 * SHA-256 off the event loop. Hashing a 50 MB upload costs the CPU time `sha256sum` takes;
 * on the event loop it adds to the parsing of the multipart body and to the writes, one after the
 * other. In a worker thread it runs beside them, on another core (bench:a11y measures it).
 *
 * One worker per process, started on first use and shared by concurrent uploads (each its own
 * hash, by id). Bytes go to it in 1 MB batches whose memory is transferred, not copied again.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const hashes = new Map();
parentPort.on('message', ({ id, bytes, length, end }) => {
  let hash = hashes.get(id);
  if (!hash) hashes.set(id, (hash = createHash('sha256')));
  if (length > 0) hash.update(new Uint8Array(bytes, 0, length));
  if (end) {
    hashes.delete(id);
    parentPort.postMessage({ id, digest: hash.digest('hex') });
  } else {
    parentPort.postMessage({ id, ack: true });
  }
});
`;

const BATCH_BYTES = 1024 * 1024;
/** Batches handed over but not hashed yet, per upload, before the upload's stream is paused. */
const MAX_IN_FLIGHT = 8;

interface Session {
  ack(): void;
  done(digest: string): void;
  fail(error: Error): void;
}

let worker: Worker | undefined;
const sessions = new Map<number, Session>();
let nextId = 1;

function hashingWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_SOURCE, { eval: true });
  started.on('message', ({ id, digest }: { id: number; digest?: string }) => {
    const session = sessions.get(id);
    if (digest === undefined) session?.ack();
    else session?.done(digest);
  });
  const lost = (error: Error) => {
    if (worker === started) worker = undefined; // the next upload starts a new one
    for (const session of sessions.values()) session.fail(error);
    sessions.clear();
  };
  started.on('error', lost);
  started.on('exit', (code) => lost(new Error(`The hashing thread stopped (exit code ${code})`)));
  started.unref(); // never keeps the process alive (after the listeners: adding one refs it again)
  return (worker = started);
}

/** A writable stream that hashes what is written to it; `digest` is set once it has finished. */
export class Sha256Sink extends Writable {
  digest: string | undefined;
  private readonly id = nextId++;
  private batch = Buffer.allocUnsafeSlow(BATCH_BYTES);
  private filled = 0;
  private inFlight = 0;
  private waiting: (() => void) | undefined;
  private finished: ((error?: Error | null) => void) | undefined;

  constructor() {
    super({ highWaterMark: BATCH_BYTES });
    sessions.set(this.id, {
      ack: () => {
        this.inFlight--;
        const resume = this.waiting;
        this.waiting = undefined;
        resume?.();
      },
      done: (digest) => {
        sessions.delete(this.id);
        this.digest = digest;
        this.finished?.();
      },
      fail: (error) => {
        sessions.delete(this.id);
        this.destroy(error);
      },
    });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    let offset = 0;
    while (offset < chunk.length) {
      const copied = chunk.copy(this.batch, this.filled, offset);
      this.filled += copied;
      offset += copied;
      if (this.filled === BATCH_BYTES) this.send(false);
    }
    if (this.inFlight < MAX_IN_FLIGHT) callback();
    else this.waiting = () => callback();
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.finished = callback;
    this.send(true);
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (sessions.delete(this.id) && this.digest === undefined) {
      // Drop the worker's half-made hash: an empty end message finishes it, and its answer is ignored.
      worker?.postMessage({ id: this.id, length: 0, end: true });
    }
    callback(error);
  }

  /** Hands the batch's memory over to the worker (no copy) and starts a new one. */
  private send(end: boolean): void {
    const bytes = this.batch.buffer; // its own, from allocUnsafeSlow: transferable
    if (!end) this.inFlight++;
    hashingWorker().postMessage({ id: this.id, bytes, length: this.filled, end }, [bytes]);
    this.batch = Buffer.allocUnsafeSlow(BATCH_BYTES);
    this.filled = 0;
  }
}
