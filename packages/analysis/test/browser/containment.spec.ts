import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { closeSharedBrowser } from '../../src/browser/shared-browser.js';
import { createSafeFetcher } from '../../src/fetching/safe-fetcher.js';
import { readHtml } from '../../src/formats/html/read-html.js';
import { evaluateDocument } from '../../src/scoring/score-document.js';
import { startServer, type LocalServer } from '../fetching/local-server.js';

// The browser in the loop: an uploaded page that tries every way a page reaches the network (and
// the server's files) reaches nothing; only the safe fetcher fetches, and only what it allows.

/** A listener on loopback that records every connection, even one that never sends a request. */
interface Listener {
  port: number;
  connections: number;
  close(): Promise<void>;
}

async function listen(): Promise<Listener> {
  const sockets = new Set<net.Socket>();
  const listener = { port: 0, connections: 0, close: async () => {} };
  const server = net.createServer((socket) => {
    listener.connections++;
    sockets.add(socket);
    socket.on('error', () => {});
    socket.end('HTTP/1.1 200 OK\r\ncontent-type: text/css\r\ncontent-length: 24\r\n\r\np { color: #eeeeee; }   ');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  listener.port = (server.address() as net.AddressInfo).port;
  listener.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return listener;
}

let dir: string;
let loopback: Listener;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'browser-containment-'));
  loopback = await listen();
});

afterAll(async () => {
  await closeSharedBrowser();
  await loopback.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const PROSE =
  'Accessibility means that people with disabilities can perceive, understand, navigate and interact with documents.';

async function page(name: string, head: string, body = ''): Promise<string> {
  const file = path.join(dir, name);
  await fs.writeFile(
    file,
    `<!doctype html><html lang="en"><head><title>Loans</title>${head}</head><body><h1>Loans</h1><p>${PROSE}</p>${body}</body></html>`,
  );
  return file;
}

const contrastOf = async (file: string, fetcher?: ReturnType<typeof createSafeFetcher>) =>
  evaluateDocument((await readHtml(file, fetcher ? { fetcher } : {})).document).report.results.Contrast?.score;

describe('an uploaded page in the browser', () => {
  it('reaches nothing on loopback, whatever it tries', async () => {
    const base = `http://127.0.0.1:${loopback.port}`;
    const file = await page(
      'everything.html',
      `<link rel="stylesheet" href="${base}/a.css">
       <link rel="stylesheet" href="http://localhost:${loopback.port}/b.css">
       <link rel="stylesheet" href="http://[::1]:${loopback.port}/c.css">
       <link rel="preconnect" href="${base}/"><link rel="dns-prefetch" href="${base}/">
       <link rel="prefetch" href="${base}/d"><link rel="preload" as="style" href="${base}/e.css">
       <link rel="icon" href="${base}/favicon.ico">
       <meta http-equiv="refresh" content="0;url=${base}/refresh">
       <style>@import url("${base}/f.css"); body { background-image: url("${base}/g.png"); }
         @font-face { font-family: x; src: url("${base}/h.woff2"); } p { font-family: x, sans-serif; }</style>
       <link rel="stylesheet" href="http://169.254.169.254/latest/meta-data/">`,
      `<img src="${base}/i.png" alt="Loans by quarter"><iframe src="${base}/j"></iframe>
       <object data="${base}/k"></object><embed src="${base}/l"><video poster="${base}/m.png"></video>
       <a href="${base}/n" ping="${base}/o">link</a><form action="${base}/p"><input type="image" src="${base}/q.png" alt="Send"></form>
       <script>fetch('${base}/script'); new WebSocket('ws://127.0.0.1:${loopback.port}/');</script>
       <img src="x" onerror="fetch('${base}/onerror')" alt="">`,
    );
    const { document } = await readHtml(file);
    const results = evaluateDocument(document).report.results;
    expect(loopback.connections).toBe(0);
    expect(results.Contrast).toMatchObject({ score: 1 }); // no stylesheet of the listener's was applied
    expect(results.AlternativeText).toMatchObject({ score: 1 });
  });

  it('runs no script of the page', async () => {
    const file = await page('script.html', '', `<script>document.title = 'Changed by a script'</script>`);
    expect((await readHtml(file)).document.metadata.title).toBe('Loans');
  });

  it('refuses file: URLs', async () => {
    const sheet = path.join(dir, 'server-file.css');
    await fs.writeFile(sheet, 'p { color: #eeeeee }');
    const file = await page('file-url.html', `<link rel="stylesheet" href="file://${sheet}">`);
    expect(await contrastOf(file)).toBe(1);
  });
});

describe('resources the safe fetcher allows', () => {
  let remote: LocalServer;
  beforeAll(async () => {
    remote = await startServer((req, res) => {
      if (req.url === '/redirect.css') {
        res.writeHead(302, { location: `http://127.0.0.1:${loopback.port}/internal.css` }).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/css' }).end('p { color: #eeeeee }');
    });
  });
  afterAll(() => remote.close());

  it('reach the page through the fetcher, not through the browser', async () => {
    // A test server on loopback stands for a public one: this fetcher allows its address.
    const file = await page('remote.html', `<link rel="stylesheet" href="${remote.url}/light.css">`);
    expect(await contrastOf(file, createSafeFetcher({ allowAddress: () => true }))).toBeLessThan(1);
    expect(remote.hits).toEqual(['/light.css']);
  });

  it('are vetted again on every redirect', async () => {
    const file = await page('redirect.html', `<link rel="stylesheet" href="${remote.url}/redirect.css">`);
    let vettings = 0;
    const fetcher = createSafeFetcher({ allowAddress: () => vettings++ === 0 }); // the first hop only
    expect(await contrastOf(file, fetcher)).toBe(1);
    expect(remote.hits).toContain('/redirect.css');
    expect(loopback.connections).toBe(0);
  });
});
