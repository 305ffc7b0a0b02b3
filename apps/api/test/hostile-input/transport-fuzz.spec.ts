import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, query, until, type TestDatabase } from '@app/testing';
import { tokenFor } from '../accessibility/a11y-client.js';
import { rawRequest, type RawAnswer, type RawStep } from '../support/raw-http.js';
import { spawnService, untilReady, type ServiceProcess } from '../support/service-process.js';

// Below HTTP, against the real service process: truncated, duplicated and malformed multipart
// bodies, bodies shorter or longer than their Content-Length, chunked bodies that stop, clients
// that leave mid-body, slow headers and slow bodies. Each request fails alone: it gets a 4xx or
// its connection is closed, and after each the service answers /health, no staged file is left
// and no record was written but for the well-formed uploads sent between them.

const CLIENT_ID = 7;
const SECRET = 'transport-fuzz-secret-0123';
const LEARN_KEY = 'transport-fuzz';
const LEARN_SECRET = 'transport-fuzz-learn-secret';

let db: TestDatabase;
let dataDir: string;
let service: ServiceProcess;
let port: number;
let learnToken: string;
/** Signed once the service has created its client (a token issued before its client is refused). */
let token: string;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'transport-fuzz-'));
  service = spawnService({
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    ROLE: 'api', // uploads are queued, not analysed: what is under test is receiving them
    A11Y_BOOTSTRAP_CLIENT_ID: String(CLIENT_ID),
    A11Y_BOOTSTRAP_CLIENT_SECRET: SECRET,
    LEARN_BOOTSTRAP_APP_KEY: LEARN_KEY,
    LEARN_BOOTSTRAP_APP_SECRET: LEARN_SECRET,
  });
  const url = await service.url;
  port = Number(new URL(url).port);
  await untilReady(url);
  token = tokenFor(CLIENT_ID, {}, SECRET);
  const res = await fetch(`${url}/learn/api/public/v1/oauth2/token?grant_type=client_credentials`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from(`${LEARN_KEY}:${LEARN_SECRET}`).toString('base64')}` },
  });
  learnToken = ((await res.json()) as { access_token: string }).access_token;
});

afterAll(async () => {
  service.child.kill('SIGTERM');
  await service.exited;
  await db.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const UPLOAD_PATH = `/api/v2/clients/${CLIENT_ID}/content`;
const CRLF = '\r\n';

function head(
  requestLine: string,
  headers: Record<string, string | number | undefined>,
  { auth = `Bearer ${token}` }: { auth?: string | null } = {},
): string {
  const lines = [requestLine, 'Host: 127.0.0.1'];
  if (auth) lines.push(`Authorization: ${auth}`);
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) lines.push(`${name}: ${value}`);
  return lines.join(CRLF) + CRLF + CRLF;
}

interface Part {
  disposition: string;
  body: Buffer | string;
  extraHeaders?: string;
}

function multipart(boundary: string, parts: Part[], { closed = true } = {}): Buffer {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    pieces.push(
      Buffer.from(
        `--${boundary}${CRLF}Content-Disposition: ${part.disposition}${CRLF}` +
          `${part.extraHeaders ?? ''}Content-Type: application/pdf${CRLF}${CRLF}`,
        'latin1',
      ),
      Buffer.from(part.body),
      Buffer.from(CRLF),
    );
  }
  if (closed) pieces.push(Buffer.from(`--${boundary}--${CRLF}`));
  return Buffer.concat(pieces);
}

let n = 0;
const pdfBytes = (size = 2_000) =>
  Buffer.concat([Buffer.from(`%PDF-1.7\n% fuzz ${++n} ${Date.now()}\n`), Buffer.alloc(size, 0x41)]);
const filePart = (body: Buffer | string = pdfBytes()): Part => ({
  disposition: 'form-data; name="file"; filename="a.pdf"',
  body,
});

function upload(body: Buffer, contentLength: number | undefined = body.length, boundary = 'XyZ'): RawStep[] {
  return [
    {
      send: head(`POST ${UPLOAD_PATH} HTTP/1.1`, {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': contentLength,
      }),
    },
    { send: body },
  ];
}

/** A whole JSON body to Learn's course creation, with the Learn token unless `auth` says otherwise. */
function learnJson(json: string, auth: string | null = `Bearer ${learnToken}`): RawStep[] {
  return [
    {
      send: head(
        'POST /learn/api/public/v3/courses HTTP/1.1',
        { 'Content-Type': 'application/json', 'Content-Length': json.length, Connection: 'close' },
        { auth },
      ),
    },
    { send: json },
  ];
}

/** What a request must get: a 4xx (`refused`); a 4xx or a closed connection (`refused or cut`); or this status. */
type Expected = 'refused' | 'refused or cut' | number;

interface Case {
  kind: string;
  steps: () => RawStep[];
  expected: Expected;
  /** A well-formed upload: one record more. */
  creates?: boolean;
}

const body = (size?: number) => multipart('XyZ', [filePart(pdfBytes(size))]);
const CASES: Case[] = [
  { kind: 'well-formed upload (control)', steps: () => upload(body()), expected: 202, creates: true },
  {
    kind: 'closing boundary missing',
    steps: () => upload(multipart('XyZ', [filePart()], { closed: false })),
    expected: 400,
  },
  {
    kind: 'cut off mid-part, then the client leaves',
    steps: () => {
      const whole = body(50_000);
      return [...upload(whole.subarray(0, 20_000), whole.length), { wait: 200 }, { destroy: true }];
    },
    expected: 'refused or cut',
  },
  {
    kind: 'cut off mid-part, the client half-closes',
    steps: () => {
      const whole = body(50_000);
      return [...upload(whole.subarray(0, 20_000), whole.length), { end: true }];
    },
    expected: 'refused or cut',
  },
  {
    kind: 'boundary in the header differs from the body',
    steps: () => upload(body(), undefined, 'Other'),
    expected: 400,
  },
  {
    kind: 'no boundary parameter',
    steps: () => [
      {
        send: head(`POST ${UPLOAD_PATH} HTTP/1.1`, {
          'Content-Type': 'multipart/form-data',
          'Content-Length': body().length,
        }),
      },
      { send: body() },
    ],
    expected: 400,
  },
  { kind: 'two file parts', steps: () => upload(multipart('XyZ', [filePart(), filePart()])), expected: 400 },
  {
    kind: 'a part without a name',
    steps: () => upload(multipart('XyZ', [{ disposition: 'form-data; filename="a.pdf"', body: pdfBytes() }])),
    expected: 400,
  },
  {
    kind: 'a part without Content-Disposition',
    steps: () =>
      upload(Buffer.from(`--XyZ${CRLF}Content-Type: application/pdf${CRLF}${CRLF}${pdfBytes()}${CRLF}--XyZ--${CRLF}`)),
    expected: 400,
  },
  {
    kind: 'a NUL in a part header',
    steps: () =>
      upload(multipart('XyZ', [{ disposition: 'form-data; name="file"; filename="a\u0000b.pdf"', body: pdfBytes() }])),
    expected: 400,
  },
  {
    kind: 'control bytes in a part header',
    steps: () =>
      upload(
        multipart('XyZ', [
          { ...filePart(), extraHeaders: `X-Junk: \u0001\u0002\u001b[2J${CRLF}` },
          { disposition: 'form-data; name="file\u0007"; filename="b.pdf"', body: pdfBytes() },
        ]),
      ),
    expected: 400,
  },
  {
    kind: 'garbage instead of a form',
    steps: () => upload(Buffer.from('\u0000\u00ff'.repeat(500), 'latin1')),
    expected: 400,
  },
  {
    kind: 'body shorter than Content-Length, the client waits then leaves',
    steps: () => [...upload(body(), body().length + 500), { wait: 1_000 }, { destroy: true }],
    expected: 'refused or cut',
  },
  {
    kind: 'body longer than Content-Length',
    steps: () => [...upload(body(), body().length - 100), { send: 'GARBAGE AFTER THE BODY\r\n\r\n' }],
    expected: 'refused',
  },
  {
    kind: 'two Content-Length headers that differ',
    steps: () => [
      {
        send:
          `POST ${UPLOAD_PATH} HTTP/1.1${CRLF}Host: x${CRLF}Authorization: Bearer ${token}${CRLF}` +
          `Content-Type: multipart/form-data; boundary=XyZ${CRLF}Content-Length: 10${CRLF}Content-Length: 20${CRLF}${CRLF}`,
      },
      { send: body() },
    ],
    expected: 400,
  },
  {
    kind: 'chunked upload that stops',
    steps: () => [
      {
        send: head(`POST ${UPLOAD_PATH} HTTP/1.1`, {
          'Content-Type': 'multipart/form-data; boundary=XyZ',
          'Transfer-Encoding': 'chunked',
        }),
      },
      { send: `400${CRLF}${body().subarray(0, 0x400).toString('latin1')}${CRLF}` },
      { wait: 300 },
      { destroy: true },
    ],
    expected: 'refused or cut',
  },
  {
    kind: 'chunked JSON to Learn that stops',
    steps: () => [
      {
        send: head(
          'POST /learn/api/public/v3/courses HTTP/1.1',
          { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
          { auth: `Bearer ${learnToken}` },
        ),
      },
      { send: `10${CRLF}{"courseId": "ab${CRLF}` },
      { wait: 300 },
      { destroy: true },
    ],
    expected: 'refused or cut',
  },
  { kind: 'malformed JSON to Learn', steps: () => learnJson('{"courseId": "x", "name": '), expected: 400 },
  {
    kind: 'JSON nested 100,000 deep to Learn',
    steps: () => learnJson('['.repeat(100_000) + ']'.repeat(100_000)),
    expected: 'refused',
  },
  {
    kind: 'a large JSON body without a token (never read)',
    steps: () => learnJson(JSON.stringify({ name: 'x'.repeat(900_000) }), null),
    expected: 401,
  },
  {
    kind: 'the client leaves mid-body',
    steps: () => {
      const whole = body(200_000);
      return [...upload(whole.subarray(0, 100_000), whole.length), { destroy: true }];
    },
    expected: 'refused or cut',
  },
  {
    kind: 'slow headers (1 byte every 50 ms for 2 s), then the client leaves',
    steps: () => [
      {
        trickle: head(`POST ${UPLOAD_PATH} HTTP/1.1`, { 'Content-Type': 'multipart/form-data; boundary=XyZ' }),
        everyMs: 50,
        forMs: 2_000,
      },
      { destroy: true },
    ],
    expected: 'refused or cut',
  },
  {
    kind: 'slow body (1 byte every 50 ms for 2 s), then the client leaves',
    steps: () => {
      const whole = body();
      return [
        ...upload(Buffer.alloc(0), whole.length),
        { trickle: whole, everyMs: 50, forMs: 2_000 },
        { destroy: true },
      ];
    },
    expected: 'refused or cut',
  },
  {
    kind: 'a NUL in a request header',
    steps: () => [{ send: `GET /health HTTP/1.1${CRLF}Host: x${CRLF}X-Bad: a\u0000b${CRLF}${CRLF}` }],
    expected: 400,
  },
  {
    kind: 'a request line that is not HTTP',
    steps: () => [{ send: `\u0016\u0003\u0001 hello${CRLF}${CRLF}` }],
    expected: 400,
  },
  {
    kind: 'Content-Length and Transfer-Encoding both',
    steps: () => [
      {
        send: head(`POST ${UPLOAD_PATH} HTTP/1.1`, {
          'Content-Type': 'multipart/form-data; boundary=XyZ',
          'Content-Length': 5,
          'Transfer-Encoding': 'chunked',
        }),
      },
      { send: `0${CRLF}${CRLF}` },
    ],
    expected: 400,
  },
  ...['HEAD', 'OPTIONS', 'PROPFIND', 'DELETE'].flatMap((method) =>
    ['/learn/api/public/v3/courses', `${UPLOAD_PATH}/${'a'.repeat(64)}`].map<Case>((route) => ({
      kind: `${method} ${route.startsWith('/learn') ? 'on a Learn' : 'on an accessibility'} route without a token`,
      steps: () => [{ send: head(`${method} ${route} HTTP/1.1`, { 'Content-Length': 0 }, { auth: null }) }],
      expected: 'refused',
    })),
  ),
  {
    kind: 'a Learn token in the query string',
    steps: () => [
      {
        send: head(
          `GET /learn/api/public/v3/courses?access_token=${learnToken} HTTP/1.1`,
          { Connection: 'close' },
          { auth: null },
        ),
      },
    ],
    expected: 401,
  },
];

function met(expected: Expected, answer: RawAnswer): boolean {
  const refused = answer.status !== null && answer.status >= 400 && answer.status < 500;
  if (expected === 'refused') return refused;
  if (expected === 'refused or cut') return refused || answer.status === null;
  return answer.status === expected;
}

const stagedFiles = () => {
  const dir = path.join(dataDir, 'blobs', '.staging');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const records = async () =>
  Number((await query<{ n: string }>(db.url, 'SELECT count(*) AS n FROM a11y_content'))[0]!.n);

describe('the transport, fuzzed', () => {
  it('answers every malformed, truncated, slow or abandoned request alone, and stays up', async () => {
    const tally = new Map<string, Map<string, number>>();
    let created = 0;
    const ROUNDS = 3;
    for (let round = 0; round < ROUNDS; round++) {
      for (const fuzz of CASES) {
        const answer = await rawRequest(port, fuzz.steps(), 3_000);
        const seen = answer.status === null ? 'closed' : String(answer.status);
        const kind = tally.get(fuzz.kind) ?? new Map<string, number>();
        kind.set(seen, (kind.get(seen) ?? 0) + 1);
        tally.set(fuzz.kind, kind);
        expect({ kind: fuzz.kind, answer: seen, ok: met(fuzz.expected, answer) }).toEqual({
          kind: fuzz.kind,
          answer: seen,
          ok: true,
        });
        if (fuzz.creates) created++;

        const health = await fetch(`http://127.0.0.1:${port}/health`);
        expect({ kind: fuzz.kind, health: health.status }).toEqual({ kind: fuzz.kind, health: 200 });
        await until(async () => (stagedFiles().length === 0 ? true : undefined), 10_000).catch(() => {
          throw new Error(`after "${fuzz.kind}", staged files are left: ${stagedFiles().join(', ')}`);
        });
        expect({ kind: fuzz.kind, records: await records() }).toEqual({ kind: fuzz.kind, records: created });
      }
    }
    expect(service.child.exitCode).toBeNull();
    const logs = JSON.stringify(service.logs());
    expect(logs).not.toMatch(/uncaught/i);
    expect(logs).not.toContain(learnToken); // a token in a query string is redacted from the log
    expect(logs).toContain('access_token=[redacted]');

    const table = [...tally].map(
      ([kind, answers]) => `${kind}: ${[...answers].map(([a, c]) => `${c}× ${a}`).join(', ')}`,
    );
    const total = [...tally.values()].reduce(
      (sum, answers) => sum + [...answers.values()].reduce((a, b) => a + b, 0),
      0,
    );
    process.stdout.write(`transport fuzz: ${total} requests, service up after each\n  ${table.join('\n  ')}\n`);
  });
});
