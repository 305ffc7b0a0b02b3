import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { BadRequestException, HttpException, HttpStatus, PayloadTooLargeException } from '@nestjs/common';
import busboy from 'busboy';
import type { IncomingMessage } from 'node:http';
import { textProblem } from '../../common/http/unsafe-input.js';

/** An upload written to local disk, with what was learnt while reading it. */
export interface ReceivedFile {
  path: string;
  /** SHA-256 of the bytes, lowercase hex. */
  hash: string;
  size: number;
  fileName: string | null;
  declaredType: string | null;
}

export interface ReceiveOptions {
  maxBytes: number;
  /** Where to write the file (BlobStore.stagingPath()); removed again if the upload is refused. */
  path: string;
}

/** Room for the multipart framing around the file: boundaries and part headers. */
const FRAMING_ALLOWANCE = 1024 * 1024;
const FIELD = 'file';
const CHUNK = 1024 * 1024;
/**
 * Written bytes are flushed to disk every this many, while the upload goes on, so that the flush
 * that makes the stored file durable (the blob store's `put`) finds little left to write.
 */
const FLUSH_EVERY = 8 * CHUNK;

/**
 * Streams the one file of a multipart/form-data request (field `file`) to `path`, hashing it on
 * the way: the file is never held in memory. Refuses, with nothing left behind, a body that is
 * not multipart (400), has no Content-Length (411), is or becomes larger than the limit (413, as
 * soon as that is known), carries no file, two files or another field (400), names the file with
 * something that is not text (400: a NUL or a lone surrogate, e.g. `filename*=UTF-8''a%00b.pdf`),
 * or ends before its form does (400: a Content-Length shorter than the body cuts the form).
 */
export function receiveFile(req: IncomingMessage, { maxBytes, path }: ReceiveOptions): Promise<ReceivedFile> {
  return new Promise<ReceivedFile>((resolve, reject) => {
    let settled = false;
    let out: fs.WriteStream | undefined;

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      // Read and drop the rest of the body, so that the client finishes sending and reads the
      // error (closing the connection mid-upload would leave it with a reset instead).
      req.unpipe();
      req.resume();
      const removed =
        out && !out.closed
          ? new Promise<void>((done) => out!.destroy().once('close', () => done()))
          : Promise.resolve();
      void removed
        .then(() => fs.promises.rm(path, { force: true }))
        .then(
          () => reject(error),
          () => reject(error),
        );
    };

    if (!/^multipart\/form-data\s*;/i.test(req.headers['content-type'] ?? '')) {
      return fail(new BadRequestException(`Send the file as multipart/form-data, in a field named "${FIELD}"`));
    }
    const declared = req.headers['content-length'];
    if (declared === undefined) {
      return fail(
        new HttpException('Content-Length is required (give the exact size of the body)', HttpStatus.LENGTH_REQUIRED),
      );
    }
    if (Number(declared) > maxBytes + FRAMING_ALLOWANCE) return fail(tooLarge(maxBytes));

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // busboy signals reaching its limit, so a limit of max + 1 signals exceeding ours.
        limits: { files: 1, fileSize: maxBytes + 1 },
        highWaterMark: CHUNK,
        fileHwm: CHUNK,
      });
    } catch (error) {
      return fail(new BadRequestException(`Malformed multipart request: ${(error as Error).message}`));
    }

    const hash = createHash('sha256');
    let size = 0;
    let flushedAt = 0;
    let fd: number | undefined;
    let meta: Pick<ReceivedFile, 'fileName' | 'declaredType'> | undefined;
    let written: Promise<void> | undefined;

    parser.on('file', (name, stream, info) => {
      // busboy destroys the part's stream with the form's own error (a form cut short): without a
      // listener here that error would escape as an uncaught exception.
      stream.on('error', (error: Error) => fail(malformed(error)));
      if (name !== FIELD) {
        stream.resume();
        return fail(
          new BadRequestException(`Unexpected file field "${name}": send the file in a field named "${FIELD}"`),
        );
      }
      // Refused before anything is written: a name that is not text could be neither stored nor shown.
      const nameProblem = info.filename === undefined ? null : textProblem(info.filename);
      if (nameProblem) {
        stream.resume();
        return fail(new BadRequestException(`The file name ${nameProblem}`));
      }
      meta = { fileName: info.filename ?? null, declaredType: info.mimeType ?? null };
      out = fs.createWriteStream(path, { flags: 'wx', highWaterMark: 4 * CHUNK });
      out.once('open', (opened: number) => (fd = opened));
      written = new Promise<void>((done, failed) => out!.once('finish', done).once('error', failed));
      written.catch(fail);
      stream.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        size += chunk.length;
        if (size - flushedAt >= FLUSH_EVERY && fd !== undefined && !out!.closed) {
          flushedAt = size;
          // In the thread pool, beside the upload. Best effort: put() flushes the whole file.
          fs.fdatasync(fd, () => {});
        }
      });
      stream.once('limit', () => fail(tooLarge(maxBytes)));
      stream.pipe(out);
    });
    parser.on('field', (name) => {
      fail(new BadRequestException(`Unexpected field "${name}": send only the file, in a field named "${FIELD}"`));
    });
    parser.on('filesLimit', () => fail(new BadRequestException('One file per request')));
    parser.on('error', (error: Error) => fail(malformed(error)));
    parser.on('close', () => {
      if (settled) return;
      if (!written) return fail(new BadRequestException(`No file: send it in a multipart field named "${FIELD}"`));
      written.then(
        () => {
          if (settled) return;
          settled = true;
          resolve({ path, hash: hash.digest('hex'), size, ...meta! });
        },
        () => {}, // a write error (a full disk) has failed the upload already: written.catch(fail)
      );
    });
    // A connection reset mid-body: the request fails alone (no listener would make it uncaught).
    req.on('error', () => fail(new BadRequestException('The request ended before its body did')));
    req.once('close', () => {
      if (!req.complete) fail(new BadRequestException('The request ended before its body did'));
    });
    req.pipe(parser);
  });
}

function malformed(error: Error): BadRequestException {
  return new BadRequestException(
    `Malformed multipart body (${error.message}): is Content-Length the size of the body?`,
  );
}

function tooLarge(maxBytes: number): PayloadTooLargeException {
  const mb = maxBytes / (1024 * 1024);
  const limit = Number.isInteger(mb) ? `${mb} MB` : `${maxBytes} bytes`;
  return new PayloadTooLargeException(`The file is larger than the limit of ${limit}`);
}
