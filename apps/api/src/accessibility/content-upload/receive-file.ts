import fs from 'node:fs';
import {
  BadRequestException,
  HttpException,
  HttpStatus,
  PayloadTooLargeException,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { textProblem } from '../../common/http/unsafe-input.js';
import { boundaryOf, MultipartFileParser } from './multipart-file-parser.js';
import { StagedFileWriter, StagedFileWriterLost, type StagedFileWrite } from './staged-file-writer.js';

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

const writer = new StagedFileWriter();

/**
 * Streams the one file of a multipart/form-data request (field `file`) to `path`, hashing it on
 * the way (both in the staged-file writer's thread): the file is never held in memory. Refuses,
 * with nothing left behind, a body that is not multipart (400), has no Content-Length (411), is or
 * becomes larger than the limit (413, as soon as that is known), carries no file, two files or
 * another field (400), names the file with something that is not text (400: a NUL or a lone
 * surrogate, e.g. `filename*=UTF-8''a%00b.pdf`), is not a well-formed form (400), or ends before
 * its form does (400: a Content-Length shorter than the body cuts the form; a client that leaves).
 * Every error of the request's stream ends here, as a refusal of this request only.
 */
export function receiveFile(req: IncomingMessage, { maxBytes, path }: ReceiveOptions): Promise<ReceivedFile> {
  return new Promise<ReceivedFile>((resolve, reject) => {
    let settled = false;
    let file: StagedFileWrite | undefined;

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      // Read and drop the rest of the body, so that the client finishes sending and reads the
      // error (closing the connection mid-upload would leave it with a reset instead).
      req.off('data', onData);
      req.resume();
      void (file?.abort() ?? Promise.resolve())
        .then(() => fs.promises.rm(path, { force: true }))
        .then(
          () => reject(error),
          () => reject(error),
        );
    };

    const contentType = req.headers['content-type'] ?? '';
    if (!/^multipart\/form-data\s*;/i.test(contentType)) {
      return fail(new BadRequestException(`Send the file as multipart/form-data, in a field named "${FIELD}"`));
    }
    const declared = req.headers['content-length'];
    if (declared === undefined) {
      return fail(
        new HttpException('Content-Length is required (give the exact size of the body)', HttpStatus.LENGTH_REQUIRED),
      );
    }
    if (Number(declared) > maxBytes + FRAMING_ALLOWANCE) return fail(tooLarge(maxBytes));
    const boundary = boundaryOf(contentType);
    if (!boundary) return fail(new BadRequestException('Malformed multipart request: no boundary in Content-Type'));

    let size = 0;
    let meta: Pick<ReceivedFile, 'fileName' | 'declaredType'> | undefined;
    const parser = new MultipartFileParser(boundary, {
      part: (info) => {
        if (info.fileName === undefined) {
          fail(
            new BadRequestException(`Unexpected field "${info.name}": send only the file, in a field named "${FIELD}"`),
          );
          return false;
        }
        if (info.name !== FIELD) {
          fail(
            new BadRequestException(`Unexpected file field "${info.name}": send the file in a field named "${FIELD}"`),
          );
          return false;
        }
        if (file) {
          fail(new BadRequestException('One file per request'));
          return false;
        }
        // Refused before anything is written: a name that is not text could be neither stored nor shown.
        const nameProblem = textProblem(info.fileName);
        if (nameProblem) {
          fail(new BadRequestException(`The file name ${nameProblem}`));
          return false;
        }
        meta = { fileName: info.fileName, declaredType: info.mimeType ?? null };
        file = writer.open(path);
        return true;
      },
      data: (bytes) => {
        size += bytes.length;
        if (size > maxBytes) return fail(tooLarge(maxBytes));
        if (!file!.write(bytes)) {
          // The writer is behind (a slow disk): stop reading until it catches up.
          req.pause();
          void file!.drained().then(() => settled || req.resume());
        }
      },
      end: () => {},
    });

    function onData(chunk: Buffer) {
      try {
        parser.write(chunk);
      } catch (error) {
        fail(malformed(error as Error));
      }
    }
    req.on('data', onData);
    req.once('end', () => {
      if (settled) return;
      try {
        parser.end();
      } catch (error) {
        return fail(malformed(error as Error));
      }
      if (!file) return fail(new BadRequestException(`No file: send it in a multipart field named "${FIELD}"`));
      file.finish().then(
        (hash) => {
          if (settled) return;
          settled = true;
          resolve({ path, hash, size, ...meta! });
        },
        // A write error (a full disk: 507, by the error filter) or a writer that stopped (a bug: 503).
        (error: unknown) =>
          fail(
            error instanceof StagedFileWriterLost
              ? new ServiceUnavailableException('The upload could not be written; try again')
              : error,
          ),
      );
    });
    // A connection reset mid-body: the request fails alone (no listener would make it uncaught).
    req.on('error', () => fail(new BadRequestException('The request ended before its body did')));
    req.once('close', () => {
      if (!req.complete) fail(new BadRequestException('The request ended before its body did'));
    });
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
