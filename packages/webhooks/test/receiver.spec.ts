import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ReceiverRefusedError, receiverOf, resolveReceiver } from '../src/receiver.js';
import { sendWebhook } from '../src/send-webhook.js';

const refusal = (url: string, allowed: string[] = []) => {
  try {
    receiverOf(url, allowed);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ReceiverRefusedError);
    return (error as Error).message;
  }
};

describe('receiverOf', () => {
  it.each([
    ['http://hooks.example.com/a', /must use https/],
    ['ftp://hooks.example.com/a', /must use https/],
    ['not a url', /absolute URL/],
    ['https://user:pw@hooks.example.com/', /credentials/],
    ['https://127.0.0.1/', /loopback, private/],
    ['https://10.1.2.3:8443/', /loopback, private/],
    ['https://192.168.0.10/', /loopback, private/],
    ['https://169.254.169.254/latest/meta-data', /loopback, private/],
    ['https://[::1]/', /loopback, private/],
    ['https://[::ffff:127.0.0.1]/', /loopback, private/],
    ['https://localhost/', /loopback, private/],
    ['https://metadata.google.internal/', /loopback, private/],
    [`https://hooks.example.com/${'a'.repeat(2100)}`, /at most 2048/],
  ])('refuses %s', (url, message) => {
    expect(refusal(url)).toMatch(message);
  });

  it('takes a public https URL, and an internal one, http included, only when its host:port is allowed', () => {
    expect(receiverOf('https://hooks.example.com/a?b=1', [])).toMatchObject({ operatorAllowed: false });
    expect(receiverOf('http://127.0.0.1:8080/in', ['127.0.0.1:8080'])).toMatchObject({ operatorAllowed: true });
    expect(receiverOf('https://LOCALHOST/', ['localhost:443'])).toMatchObject({ operatorAllowed: true });
    expect(refusal('http://127.0.0.1:8081/in', ['127.0.0.1:8080'])).toMatch(/must use https/);
  });
});

describe('resolveReceiver', () => {
  const lookupAs =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('refuses a name resolving to an internal address, or to one among public ones, or to none', async () => {
    const receiver = receiverOf('https://hooks.example.com/', []);
    await expect(resolveReceiver(receiver, lookupAs('10.0.0.7'))).rejects.toThrow(/loopback, private/);
    await expect(resolveReceiver(receiver, lookupAs('93.184.216.34', '127.0.0.1'))).rejects.toThrow(
      ReceiverRefusedError,
    );
    await expect(resolveReceiver(receiver, lookupAs('fd00::1'))).rejects.toThrow(ReceiverRefusedError);
    await expect(
      resolveReceiver(receiver, async () => {
        throw new Error('ENOTFOUND');
      }),
    ).rejects.toThrow(/does not resolve/);
  });

  it('gives the public address to connect to; none for an allowed receiver (connected to as named)', async () => {
    const receiver = receiverOf('https://hooks.example.com/', []);
    await expect(resolveReceiver(receiver, lookupAs('93.184.216.34'))).resolves.toEqual({
      address: '93.184.216.34',
      family: 4,
    });
    await expect(resolveReceiver(receiverOf('http://127.0.0.1:9/', ['127.0.0.1:9']))).resolves.toBeNull();
  });
});

describe('sendWebhook', () => {
  let server: http.Server;
  let base: string;
  const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
  let answer = 200;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        if (req.url === '/slow') return; // never answers
        res.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const headers = { 'webhook-id': 'msg_x', 'webhook-timestamp': '1', 'webhook-signature': 'v1,x' };

  it('POSTs the body with the headers; a 2xx is delivered, anything else is not', async () => {
    answer = 204;
    expect(await sendWebhook(new URL(`${base}/in`), null, headers, '{"a":1}')).toMatchObject({
      delivered: true,
      httpStatus: 204,
      error: null,
    });
    expect(received.at(-1)).toMatchObject({
      body: '{"a":1}',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    for (const status of [301, 410, 500]) {
      answer = status;
      expect(await sendWebhook(new URL(`${base}/in`), null, headers, '{}')).toMatchObject({
        delivered: false,
        httpStatus: status,
      });
    }
  });

  it('connects to the vetted address, whatever the name resolves to', async () => {
    answer = 200;
    const port = (server.address() as AddressInfo).port;
    const outcome = await sendWebhook(
      new URL(`http://hooks.invalid:${port}/in`),
      { address: '127.0.0.1', family: 4 },
      headers,
      '{}',
    );
    expect(outcome).toMatchObject({ delivered: true });
    expect(received.at(-1)!.headers.host).toBe(`hooks.invalid:${port}`);
  });

  it('gives up on a receiver that does not answer in time, and says why a connection failed', async () => {
    const slow = await sendWebhook(new URL(`${base}/slow`), null, headers, '{}', 300);
    expect(slow).toMatchObject({ delivered: false, httpStatus: null, error: 'no answer within 0.3 s' });
    const closed = await sendWebhook(new URL('http://127.0.0.1:1/'), null, headers, '{}');
    expect(closed).toMatchObject({ delivered: false, httpStatus: null, error: 'ECONNREFUSED' });
  });
});
