import { afterEach, describe, expect, it } from '@jest/globals';
import { createSafeFetcher, SAFE_FETCHER_DEFAULTS } from '../../src/fetching/safe-fetcher.js';
import { startServer, type LocalServer } from './local-server.js';

const servers: LocalServer[] = [];
async function server(...args: Parameters<typeof startServer>): Promise<LocalServer> {
  const started = await startServer(...args);
  servers.push(started);
  return started;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const allowAll = () => true;

describe('createSafeFetcher with the default policy', () => {
  it('never requests a server on 127.0.0.1, localhost or [::1]', async () => {
    const local = await server();
    const fetcher = createSafeFetcher();
    expect(await fetcher.fetchText(`${local.url}/style.css`)).toBeNull();
    expect(await fetcher.fetchText(`http://localhost:${local.port}/style.css`)).toBeNull();
    expect(await fetcher.fetchText(`http://[::1]:${local.port}/`)).toBeNull();
    expect(await fetcher.fetchText(`http://[::ffff:127.0.0.1]:${local.port}/`)).toBeNull();
    expect(await fetcher.fetchText(`http://0.0.0.0:${local.port}/`)).toBeNull();
    expect(local.hits).toEqual([]);
  });

  it('refuses the cloud metadata service at once', async () => {
    const started = Date.now();
    expect(await createSafeFetcher().fetchText('http://169.254.169.254/latest/meta-data')).toBeNull();
    expect(await createSafeFetcher().fetchText('http://metadata.google.internal/computeMetadata/v1/')).toBeNull();
    // Well inside one 5 s fetch timeout: refused before any connection was tried.
    expect(Date.now() - started).toBeLessThan(SAFE_FETCHER_DEFAULTS.timeoutMs / 2);
  });

  it('refuses schemes other than http and https', async () => {
    const fetcher = createSafeFetcher({ allowAddress: allowAll });
    for (const url of ['file:///etc/passwd', 'ftp://example.com/a.css', 'data:text/css,body{}', 'javascript:1', 'x']) {
      expect(await fetcher.fetchText(url)).toBeNull();
    }
  });
});

describe('createSafeFetcher limits', () => {
  it('fetches an allowed server', async () => {
    const local = await server((_req, res) => res.end('p { color: red }'));
    expect(await createSafeFetcher({ allowAddress: allowAll }).fetchText(`${local.url}/a.css`)).toBe(
      'p { color: red }',
    );
  });

  it('vets every redirect hop: a redirect to 127.0.0.1 is never followed', async () => {
    const target = await server();
    const first = await server((_req, res) => {
      res.writeHead(302, { location: `${target.url}/secret` });
      res.end();
    });
    let allowances = 1; // only the first hop's address is let through
    const fetcher = createSafeFetcher({ allowAddress: () => allowances-- > 0 });
    expect(await fetcher.fetchText(`${first.url}/a.css`)).toBeNull();
    expect(first.hits).toEqual(['/a.css']);
    expect(target.hits).toEqual([]);
  });

  it('follows at most maxRedirects redirects', async () => {
    const looping = await server((req, res) => {
      res.writeHead(301, { location: `/next${req.url}` });
      res.end();
    });
    expect(
      await createSafeFetcher({ allowAddress: allowAll, maxRedirects: 3 }).fetchText(`${looping.url}/`),
    ).toBeNull();
    expect(looping.hits).toHaveLength(4);
  });

  it('abandons a body over maxBytes, declared or streamed', async () => {
    const big = 'x'.repeat(5000);
    const declared = await server((_req, res) => res.end(big));
    const streamed = await server((_req, res) => {
      res.write(big);
      res.write(big);
      res.end();
    });
    const fetcher = createSafeFetcher({ allowAddress: allowAll, maxBytes: 4000 });
    expect(await fetcher.fetchText(declared.url)).toBeNull();
    expect(await fetcher.fetchText(streamed.url)).toBeNull();
    expect(await createSafeFetcher({ allowAddress: allowAll }).fetchText(declared.url)).toBe(big);
  });

  it('gives up after timeoutMs', async () => {
    const silent = await server(() => {
      /* never answers */
    });
    const started = Date.now();
    expect(await createSafeFetcher({ allowAddress: allowAll, timeoutMs: 200 }).fetchText(silent.url)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('fetches at most maxFetches times', async () => {
    const local = await server();
    const fetcher = createSafeFetcher({ allowAddress: allowAll, maxFetches: 2 });
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await fetcher.fetchText(`${local.url}/${i}`));
    expect(results).toEqual(['body{}', 'body{}', null, null]);
    expect(local.hits).toEqual(['/0', '/1']);
  });

  it('connects to the vetted address, keeping the host name in Host', async () => {
    const hosts: (string | undefined)[] = [];
    const local = await server((req, res) => {
      hosts.push(req.headers.host);
      res.end('ok');
    });
    let lookups = 0;
    const fetcher = createSafeFetcher({
      allowAddress: (ip) => ip === '127.0.0.1',
      lookup: async () => [{ address: lookups++ === 0 ? '127.0.0.1' : '10.9.9.9', family: 4 }],
    });
    expect(await fetcher.fetchText(`http://css.example:${local.port}/a.css`)).toBe('ok');
    expect(lookups).toBe(1);
    expect(hosts).toEqual([`css.example:${local.port}`]);
  });

  it('treats error statuses as failures', async () => {
    const missing = await server((_req, res) => {
      res.statusCode = 404;
      res.end('nope');
    });
    expect(await createSafeFetcher({ allowAddress: allowAll }).fetchText(missing.url)).toBeNull();
  });
});
