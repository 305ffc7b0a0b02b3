#!/usr/bin/env node
// pnpm bench:upload — where the time of a 50 MB upload goes, against `sha256sum` of the same file
// in the same run. A bare Node HTTP server on loopback runs the service's own upload path from dist/
// (receiveFile: multipart parsing on the receiving thread, hashing and writing the staged file in
// the staged-file writer's thread; then the local store's put: flush to disk and rename), timing
// each phase; the client is curl, in a process of its own. Also times the pieces alone over the
// same bytes in memory: the form parser, busboy's parsing (what it replaced), SHA-256 on this
// thread, writing and flushing the file; and the floor of the transport: the same curl upload to a
// bare Node HTTP server that discards the body (no parsing, hashing or writing), which no upload
// path can beat. It prints figures; it asserts nothing.
//   BENCH_UPLOADS (default 7).
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { LocalDiskBlobStore } from '@app/blob-store';
// BENCH_RECEIVE_MODULE: another build of receive-file.js to compare (e.g. of an earlier commit).
const { receiveFile } = await import(
  process.env.BENCH_RECEIVE_MODULE ?? '../dist/accessibility/content-upload/receive-file.js'
);
const { MultipartFileParser } = await import('../dist/accessibility/content-upload/multipart-file-parser.js');

const run = promisify(execFile);
// busboy: what the upload parsed forms with before its own parser (not a dependency of the service).
const busboy = createRequire(import.meta.url)('busboy');
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 7);
const FILE_BYTES = 50 * 1024 * 1024 - 4096;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (started) => performance.now() - started;

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-upload-'));
const blobs = await LocalDiskBlobStore.open(path.join(scratch, 'blobs'));
const phases = [];
const server = http.createServer(async (req, res) => {
  const started = performance.now();
  const file = await receiveFile(req, { maxBytes: 50 * 1024 * 1024, path: blobs.stagingPath() });
  const received = ms(started);
  await blobs.put(file.hash, file.path);
  phases.push({ received, stored: ms(started) - received });
  res.writeHead(202).end();
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const discarding = http.createServer((req, res) => {
  req.resume();
  req.once('end', () => res.writeHead(202).end());
});
await new Promise((resolve) => discarding.listen(0, '127.0.0.1', resolve));
const discardingBase = `http://127.0.0.1:${discarding.address().port}`;

/** curl's multipart upload of `file` to `url`: its total time in ms. */
async function curlUpload(file, url) {
  const { stdout } = await run('curl', [
    '-s',
    '-o',
    '/dev/null',
    '-w',
    '%{http_code} %{time_total}',
    '-F',
    `file=@${file}`,
    url,
  ]);
  const [status, seconds] = stdout.split(' ');
  if (status !== '202') throw new Error(`upload to ${url}: HTTP ${status}`);
  return Number(seconds) * 1000;
}

try {
  const runs = [];
  for (let i = 0; i < UPLOADS; i++) {
    const file = path.join(scratch, `upload-${i}.pdf`);
    fs.writeFileSync(file, randomBytes(FILE_BYTES));
    execFileSync('sha256sum', [file]); // page cache warm for both
    const started = performance.now();
    execFileSync('sha256sum', [file]);
    const hashMs = ms(started);
    const uploadMs = await curlUpload(file, base);
    const discardedMs = await curlUpload(file, discardingBase);
    runs.push({ hashMs, uploadMs, discardedMs });
    fs.rmSync(file);
  }

  // The pieces alone, on one 50 MB buffer in memory, in 64 KB chunks as the socket delivers them.
  const bytes = randomBytes(FILE_BYTES);
  const pieces = { parse: [], busboy: [], sha256: [], write: [], flush: [] };
  for (let round = 0; round < 3; round++) {
    const boundary = '----bench0123456789';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    let started = performance.now();
    const parser = new MultipartFileParser(boundary, { part: () => true, data: () => {}, end: () => {} });
    for (let at = 0; at < body.length; at += 65536) parser.write(body.subarray(at, at + 65536));
    parser.end();
    pieces.parse.push(ms(started));
    started = performance.now();
    await new Promise((resolve) => {
      const parser = busboy({ headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
      parser.on('file', (_, stream) => stream.resume());
      parser.on('close', resolve);
      for (let at = 0; at < body.length; at += 65536) parser.write(body.subarray(at, at + 65536));
      parser.end();
    });
    pieces.busboy.push(ms(started));
    started = performance.now();
    const hash = createHash('sha256');
    for (let at = 0; at < bytes.length; at += 65536) hash.update(bytes.subarray(at, at + 65536));
    hash.digest();
    pieces.sha256.push(ms(started));
    const target = path.join(scratch, `write-${round}`);
    started = performance.now();
    const fd = fs.openSync(target, 'w');
    for (let at = 0; at < bytes.length; at += 1 << 20) fs.writeSync(fd, bytes.subarray(at, at + (1 << 20)));
    pieces.write.push(ms(started));
    started = performance.now();
    fs.fsyncSync(fd);
    pieces.flush.push(ms(started));
    fs.closeSync(fd);
    fs.rmSync(target);
  }

  const ratio = median(runs.map((run) => run.hashMs / run.uploadMs));
  console.log(
    `\nUpload of ${(FILE_BYTES / 1e6).toFixed(1)} MB, ${UPLOADS} times, ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)}`,
  );
  console.log(
    `  upload median ${median(runs.map((r) => r.uploadMs)).toFixed(0)} ms; sha256sum median ${median(runs.map((r) => r.hashMs)).toFixed(0)} ms; ` +
      `${ratio.toFixed(2)}× sha256sum's speed`,
  );
  const floor = median(runs.map((run) => run.hashMs / run.discardedMs));
  console.log(
    `  the transport's floor: curl to a server that discards the body, median ${median(runs.map((r) => r.discardedMs)).toFixed(0)} ms, ` +
      `${floor.toFixed(2)}× sha256sum's speed; the upload path at ${median(runs.map((r) => r.discardedMs / r.uploadMs)).toFixed(2)}× that floor (target ≥ 0.7×)`,
  );
  console.log(
    `  in the server: receive (parse, hash, write) median ${median(phases.map((p) => p.received)).toFixed(0)} ms, ` +
      `store (flush, rename) median ${median(phases.map((p) => p.stored)).toFixed(0)} ms`,
  );
  console.log(
    `  pieces alone, medians: the form parser ${median(pieces.parse).toFixed(0)} ms (busboy ${median(pieces.busboy).toFixed(0)} ms), SHA-256 on this thread ${median(pieces.sha256).toFixed(0)} ms, ` +
      `writing ${median(pieces.write).toFixed(0)} ms, flushing to disk ${median(pieces.flush).toFixed(0)} ms`,
  );
} finally {
  server.close();
  discarding.close();
  await blobs.close();
  fs.rmSync(scratch, { recursive: true, force: true });
}
