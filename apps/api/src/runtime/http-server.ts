import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import type { Config } from '@app/config';

export class ListenError extends Error {}

/** Listens on HOST:PORT; a busy or forbidden port becomes one clear line. Returns the base URL. */
export async function listen(app: INestApplication, config: Pick<Config, 'host' | 'port'>): Promise<string> {
  // The Node server directly, not app.listen(): Nest would also log the failure as a stack.
  const server = app.getHttpServer() as Server;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const where = `${config.host}:${config.port}`;
    if (code === 'EADDRINUSE')
      throw new ListenError(`Port ${config.port} on ${config.host} is already in use; stop what uses it or set PORT`);
    if (code === 'EACCES')
      throw new ListenError(
        `Not allowed to listen on ${where}; choose a PORT above 1023 or run with the right privileges`,
      );
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      throw new ListenError(`HOST ${config.host} is not an address of this machine`);
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${port}`;
}

/**
 * Stops accepting connections and resolves once in-flight requests have been answered, or after
 * `allowanceMs`, when every connection still open is cut (a client sending slowly, or a request
 * still being handled: the stop is bounded, and an upload cut short leaves nothing behind). Node
 * keeps a keep-alive connection open after its last response until the client's idle timeout;
 * sweeping idle connections ends each one as soon as its request is done.
 */
export async function closeGracefully(app: INestApplication, allowanceMs: number): Promise<void> {
  const server = app.getHttpServer() as Server;
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  const cut = setTimeout(() => server.closeAllConnections(), allowanceMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}
