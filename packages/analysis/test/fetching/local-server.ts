import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A server on 127.0.0.1 that counts the requests it gets, for proving that some are never made. */
export interface LocalServer {
  url: string;
  port: number;
  hits: string[];
  close(): Promise<void>;
}

export async function startServer(
  handler: http.RequestListener = (_req, res) => res.end('body{}'),
): Promise<LocalServer> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
