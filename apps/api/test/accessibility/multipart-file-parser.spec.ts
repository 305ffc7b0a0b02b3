import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import {
  boundaryOf,
  MultipartError,
  MultipartFileParser,
  type PartInfo,
} from '../../src/accessibility/content-upload/multipart-file-parser.js';

const BOUNDARY = '----form7MA4YWxkTrZu0gW';

/** Parses `body` fed in the given pieces: the parts, their bytes, and whether the form ended. */
function parse(body: Buffer, cuts: number[], boundary = BOUNDARY) {
  const parts: { info: PartInfo; bytes: Buffer[] }[] = [];
  let ended = false;
  const parser = new MultipartFileParser(boundary, {
    part: (info) => {
      parts.push({ info, bytes: [] });
      return true;
    },
    data: (bytes) => parts.at(-1)!.bytes.push(Buffer.from(bytes)),
    end: () => (ended = true),
  });
  let at = 0;
  for (const cut of [...cuts, body.length]) {
    parser.write(body.subarray(at, cut));
    at = cut;
  }
  parser.end();
  return { parts: parts.map((part) => ({ ...part.info, bytes: Buffer.concat(part.bytes) })), ended };
}

function form(file: Buffer, disposition = 'form-data; name="file"; filename="a.pdf"'): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/pdf\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** Bytes that look like the start of a delimiter, again and again, without being one. */
const TRICKY = Buffer.from(`\r\n--${BOUNDARY.slice(0, 10)}\r\n\r\r\n-\r\n--${BOUNDARY.slice(0, -1)}X\r\n`);

describe('the upload form parser', () => {
  it('gives the file byte for byte however the body is cut, with lookalikes of the delimiter in it', () => {
    const file = Buffer.concat([TRICKY, randomBytes(300), TRICKY, Buffer.from('\r'), TRICKY]);
    const body = form(file);
    for (let cut = 0; cut <= body.length; cut++) {
      const { parts, ended } = parse(body, [cut]);
      expect({ cut, same: parts[0]!.bytes.equals(file), ended }).toEqual({ cut, same: true, ended: true });
    }
    for (let round = 0; round < 200; round++) {
      const cuts = Array.from({ length: 20 }, () => Math.floor(Math.random() * body.length)).sort((a, b) => a - b);
      expect(parse(body, cuts).parts[0]!.bytes.equals(file)).toBe(true);
    }
    // One byte at a time.
    expect(
      parse(
        body,
        Array.from({ length: body.length }, (_, i) => i),
      ).parts[0]!.bytes.equals(file),
    ).toBe(true);
  });

  it('reads the name, the file name (quoted, token, RFC 5987, path dropped) and the type', () => {
    const cases: [string, string | undefined][] = [
      ['form-data; name="file"; filename="report.pdf"', 'report.pdf'],
      ['form-data; name=file; filename=report.pdf', 'report.pdf'],
      ['form-data; name="file"; filename="C:\\\\Users\\\\me\\\\report.pdf"', 'report.pdf'],
      ['form-data; name="file"; filename="../../etc/passwd"', 'passwd'],
      [`form-data; name="file"; filename="x.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`, 'résumé.pdf'],
      [`form-data; name="file"; filename*=utf-16le''a%00b%00`, 'ab'],
      ['form-data; name="file"; filename="say \\"hi\\".pdf"', 'say "hi".pdf'],
      ['form-data; name="file"', undefined],
    ];
    for (const [disposition, fileName] of cases) {
      const [part] = parse(form(Buffer.from('x'), disposition), []).parts;
      expect({ disposition, name: part!.name, fileName: part!.fileName, mimeType: part!.mimeType }).toEqual({
        disposition,
        name: 'file',
        fileName,
        mimeType: 'application/pdf',
      });
    }
  });

  it('gives every part of a form with several, and an empty file', () => {
    const body = Buffer.from(
      `preamble\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\none\r\n` +
        `--${BOUNDARY}  \r\nContent-Disposition: form-data; name="file"; filename="e.pdf"\r\n\r\n\r\n--${BOUNDARY}--`,
    );
    const { parts } = parse(body, [40]);
    expect(parts.map((part) => [part.name, part.bytes.toString()])).toEqual([
      ['a', 'one'],
      ['file', ''],
    ]);
  });

  it('refuses what is not a complete form', () => {
    const body = form(randomBytes(100));
    const refusals: [string, () => unknown, RegExp][] = [
      ['no closing delimiter', () => parse(body.subarray(0, body.length - 10), []), /Unexpected end of form/],
      ['cut in the headers', () => parse(body.subarray(0, 30), []), /Unexpected end of form/],
      ['another boundary', () => parse(body, [], 'another'), /Unexpected end of form/],
      ['a part without Content-Disposition', () => parse(form(Buffer.from('x'), ''), []), /Content-Disposition/],
      [
        'a header line without a colon',
        () => parse(Buffer.from(`--${BOUNDARY}\r\nnonsense\r\n\r\nx`), []),
        /Malformed part header/,
      ],
      [
        'garbage after a delimiter',
        () => parse(Buffer.from(`--${BOUNDARY}garbage\r\n`), []),
        /Malformed part boundary/,
      ],
      ['headers without end', () => parse(Buffer.from(`--${BOUNDARY}\r\nX: ${'y'.repeat(20_000)}`), []), /too large/],
      [
        'an unknown charset',
        () => parse(form(Buffer.from('x'), `form-data; name="file"; filename*=klingon''a`), []),
        /Unknown charset/,
      ],
    ];
    for (const [what, run, message] of refusals) {
      expect({ what, thrown: thrownBy(run) }).toEqual({ what, thrown: expect.stringMatching(message) });
    }
  });

  it('finds the boundary of a Content-Type, quoted or not, and nothing else', () => {
    expect(boundaryOf('multipart/form-data; boundary=abc')).toBe('abc');
    expect(boundaryOf('multipart/form-data; charset=utf-8; boundary="a b:c"')).toBe('a b:c');
    expect(boundaryOf('multipart/form-data')).toBeNull();
    expect(boundaryOf(`multipart/form-data; boundary=${'x'.repeat(71)}`)).toBeNull();
  });
});

function thrownBy(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(MultipartError);
    return (error as Error).message;
  }
  return 'nothing thrown';
}
