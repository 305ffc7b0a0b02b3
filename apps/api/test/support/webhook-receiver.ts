import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { until } from '@app/testing';

export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
  at: number;
}

/** What the receiver does with one request: answer with this status, or hold it unanswered. */
export type Answer = number | 'hold';

/**
 * A webhook receiver on loopback, as a client would run one: it records every request and answers
 * each path from its script of answers (200 once the script is spent).
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  private readonly scripts = new Map<string, Answer[]>();

  private constructor(private readonly server: http.Server) {}

  static async start(): Promise<WebhookReceiver> {
    const server = http.createServer();
    const receiver = new WebhookReceiver(server);
    server.on('request', (req, res) => {
      let body = '';
      req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        const path = req.url ?? '/';
        receiver.received.push({ path, headers: req.headers as Record<string, string>, body, at: Date.now() });
        const answer = receiver.scripts.get(path)?.shift() ?? 200;
        if (answer !== 'hold') res.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** For WEBHOOK_ALLOWED_HOSTS. */
  get hostPort(): string {
    return `127.0.0.1:${this.port}`;
  }

  url(path: string): string {
    return `http://${this.hostPort}${path}`;
  }

  /** The answers the next requests to `path` get, in order. */
  answer(path: string, ...answers: Answer[]): void {
    this.scripts.set(path, answers);
  }

  at(path: string): Received[] {
    return this.received.filter((request) => request.path === path);
  }

  /** Waits until `path` has had `count` requests; they, in order. */
  async waitFor(path: string, count = 1, timeoutMs = 60_000): Promise<Received[]> {
    return until(async () => (this.at(path).length >= count ? this.at(path) : undefined), timeoutMs);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A TCP port that counts the connections made to it and answers nothing: proof that nothing was sent. */
export async function connectionCounter(): Promise<{ port: number; connections(): number; close(): Promise<void> }> {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
