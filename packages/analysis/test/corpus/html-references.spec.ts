import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { closeSharedBrowser } from '../../src/browser/shared-browser.js';
import { analyseFile } from '../../src/engine/analyse-file.js';
import { startServer, type LocalServer } from '../fetching/local-server.js';

// The whole engine on an uploaded HTML file whose stylesheet and image point at internal addresses:
// nothing is fetched, and the page is judged on what it holds itself.

let server: LocalServer;
let dir: string;

beforeAll(async () => {
  // A stylesheet that would make the text fail Contrast if it were ever applied.
  server = await startServer((_req, res) => res.end('p { color: #eeeeee }'));
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'html-references-'));
});

afterAll(async () => {
  await closeSharedBrowser();
  await server.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('an uploaded HTML file referencing internal addresses', () => {
  it('never fetches 127.0.0.1, localhost or the metadata address', async () => {
    const file = path.join(dir, 'page.html');
    await fs.writeFile(
      file,
      `<!doctype html><html lang="en"><head><title>Quarterly loans</title>
      <link rel="stylesheet" href="${server.url}/style.css">
      <link rel="stylesheet" href="http://localhost:${server.port}/other.css">
      <link rel="stylesheet" href="http://169.254.169.254/latest/meta-data/">
      </head><body><h1>Loans</h1><p>Black text on white, unless a stylesheet says otherwise.</p>
      <img src="${server.url}/chart.png" alt="Loans by quarter"></body></html>`,
    );
    const { feedback } = await analyseFile({ path: file, fileType: 'html', mimeType: 'text/html' });
    expect(server.hits).toEqual([]);
    expect(feedback.report.results.Contrast).toMatchObject({ score: 1 });
    expect(feedback.report.results.AlternativeText).toMatchObject({ score: 1 });
  });
});
