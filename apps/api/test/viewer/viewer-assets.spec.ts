import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-runtime.js';

// The viewer's static files at /viewer: served with a strict CSP, outside the API's OpenAPI, and
// anything that is not one of its files is the application's usual 404.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('GET /viewer', () => {
  it('redirects /viewer to /viewer/ (keeping the query), where the page and its assets are', async () => {
    const server = t.app.getHttpServer();
    expect((await request(server).get('/viewer').expect(301)).headers.location).toBe('/viewer/');
    expect((await request(server).get('/viewer?x=1').expect(301)).headers.location).toBe('/viewer/?x=1');
    const page = await request(server).get('/viewer/').expect(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('<script type="module" src="viewer.js"></script>');
    for (const asset of ['viewer.js', 'viewer.css', 'report.css', 'pdfjs/pdf.worker.min.mjs']) {
      const res = await request(server).get(`/viewer/${asset}`).expect(200);
      expect(res.headers['content-security-policy']).toBeDefined();
    }
  });

  it('sends a CSP that allows only its own scripts and styles, and no referrer', async () => {
    const { headers } = await request(t.app.getHttpServer()).get('/viewer/').expect(200);
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers anything else under /viewer with the usual 404 body, never a file outside its directory', async () => {
    const server = t.app.getHttpServer();
    for (const path of ['/viewer/nope.js', '/viewer/..%2fpackage.json', '/viewer/%2e%2e/%2e%2e/package.json']) {
      const res = await request(server).get(path).expect(404);
      expect(res.body).toEqual({ status: 404, message: `Cannot GET ${path}`, extraInfo: expect.any(String) });
      expect(res.headers['content-security-policy']).toBeUndefined();
    }
    await request(server).post('/viewer/').expect(404);
    await request(server)
      .get('/viewer/%00')
      .expect((res) => expect(res.status).toBeLessThan(500));
  });

  it('is not an operation of the OpenAPI document', async () => {
    const { body } = await request(t.app.getHttpServer()).get('/docs/openapi.json').expect(200);
    expect(Object.keys(body.paths).filter((path) => path.startsWith('/viewer'))).toEqual([]);
  });
});
