import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { TestApp } from '../support/test-runtime.js';

/** A scratch directory for one test file, removed by the returned function. */
export function scratchDir(prefix: string): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The OpenAPI document exactly as the app serves it (GET /docs/openapi.json), written to `dir`. */
export async function writeServedDocument(t: TestApp, dir: string): Promise<string> {
  const res = await request(t.app.getHttpServer()).get('/docs/openapi.json').expect(200);
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, res.text);
  return file;
}
