import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { query, until } from '@app/testing';
import jwt from 'jsonwebtoken';
import request, { type Test } from 'supertest';
import { A11yClients } from '../../src/accessibility/clients/a11y-clients.js';
import type { TestApp } from '../support/test-runtime.js';

export const SECRET = 'a-client-secret-for-tests';

/** A token the way a client makes one: HS256 with its secret, `clientId` and `iat`. */
export function tokenFor(clientId: number, payload: object = {}, secret = SECRET): string {
  return jwt.sign({ clientId, ...payload }, secret, { algorithm: 'HS256' });
}

/** A policy granting `actions` on `resource`. */
export const policy = (...statements: { resource: string; actions: string[] }[]) => ({ policy: { statements } });

export interface A11yClient {
  clientId: number;
  token: string;
  upload(file: Buffer, name?: string, contentType?: string): Test;
  status(hash: string): Test;
  retry(hash: string): Test;
  details(hash: string, query?: string): Test;
  batch(body: unknown, query?: string, method?: 'get' | 'post'): Test;
}

/** A client of the accessibility API over real HTTP (created in the test's database). */
export async function a11yClient(t: TestApp, clientId: number, token = tokenFor(clientId)): Promise<A11yClient> {
  await new A11yClients(t.runtime.prisma).save({ clientId, secret: SECRET });
  return clientWithToken(t, clientId, token);
}

export function clientWithToken(t: TestApp, clientId: number, token: string): A11yClient {
  const server = t.app.getHttpServer();
  const base = `/api/v2/clients/${clientId}/content`;
  const authed = (test: Test) => test.set('Authorization', `Bearer ${token}`);
  return {
    clientId,
    token,
    upload: (file, name = 'file.pdf', contentType = 'application/pdf') =>
      authed(request(server).post(base)).attach('file', file, { filename: name, contentType }),
    status: (hash) => authed(request(server).get(`${base}/${hash}/status`)),
    retry: (hash) => authed(request(server).post(`${base}/${hash}/retry`)),
    details: (hash, q = '') => authed(request(server).get(`${base}/${hash}${q}`)),
    batch: (body, q = '', method = 'get') => authed(request(server)[method](`${base}/batch${q}`)).send(body as object),
  };
}

let n = 0;
/** A small PDF-looking file, different on every call (so every upload is new unless reused). */
export function pdf(label = `sample ${++n} ${randomBytes(4).toString('hex')}`): Buffer {
  return Buffer.from(`%PDF-1.7\n% ${label}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** Asks for the status of `hash` until its analysis has ended (success or failed), as a client would; its body. */
export const untilAnalysed = (client: A11yClient, hash: string, timeoutMs?: number) =>
  until(async () => {
    const { body } = await client.status(hash).expect(200);
    return body.status === 'success' || body.status === 'failed' ? body : undefined;
  }, timeoutMs);

/** Uploads `file` as `client` and waits until its analysis has ended; its hash. */
export async function uploadAnalysed(client: A11yClient, file: Buffer, name: string, type: string): Promise<string> {
  const hash = sha256(file);
  await client.upload(file, name, type).expect(202);
  await untilAnalysed(client, hash, 120_000);
  return hash;
}

/** Analysis jobs queued, running or retrying for a content record. */
export async function liveJobs(t: TestApp, contentId: number): Promise<number> {
  const [row] = await query<{ count: string }>(
    t.db.url,
    `SELECT count(*) FROM pgboss.job WHERE name = 'a11y-analysis' AND (data->>'contentId')::int = ${contentId} AND state < 'completed'`,
  );
  return Number(row!.count);
}

/** Every file under DATA_DIR/blobs (staged or stored), relative to it. */
export function blobFiles(t: TestApp): string[] {
  const root = path.join(t.runtime.config.dataDir, 'blobs');
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((entry) => fs.statSync(path.join(root, entry)).isFile())
    .sort();
}
