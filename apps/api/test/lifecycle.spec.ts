import net, { type AddressInfo } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { pino } from 'pino';
import { closeGracefully } from '../src/runtime/http-server.js';
import { Lifecycle } from '../src/runtime/lifecycle.js';

const events: string[] = [];

@Controller()
class SlowController {
  @Get('slow')
  async slow(): Promise<{ done: true }> {
    await new Promise((resolve) => setTimeout(resolve, 600));
    events.push('request handled');
    return { done: true };
  }
}

@Module({ controllers: [SlowController] })
class SlowModule {}

describe('Lifecycle', () => {
  it('stops in reverse order of start, letting an in-flight request finish first', async () => {
    const lifecycle = new Lifecycle(pino({ level: 'silent' }), 10_000);
    lifecycle.onStopLast('runtime', async () => events.push('runtime stopped'));
    const app = await NestFactory.create(SlowModule, { logger: false });
    await app.listen(0, '127.0.0.1');
    lifecycle.onStop('http', async (allowanceMs) => {
      await closeGracefully(app, allowanceMs);
      events.push('http closed');
    });
    const { port } = app.getHttpServer().address() as AddressInfo;

    const inFlight = fetch(`http://127.0.0.1:${port}/slow`).then((res) => res.json());
    await new Promise((resolve) => setTimeout(resolve, 100)); // the request is being handled
    const stopping = Date.now();
    await lifecycle.stop();
    // Not held up by the client's keep-alive connection once the answer is out.
    expect(Date.now() - stopping).toBeLessThan(4_000);

    await expect(inFlight).resolves.toEqual({ done: true });
    expect(events).toEqual(['request handled', 'http closed', 'runtime stopped']);
    await expect(fetch(`http://127.0.0.1:${port}/slow`)).rejects.toThrow();
  });

  it('bounds the whole stop: a client still sending is cut when the allowance is spent, then the parts stopped last get theirs', async () => {
    const drainMs = 1_000;
    const lifecycle = new Lifecycle(pino({ level: 'silent' }), drainMs, 2_000);
    const allowances: Record<string, number> = {};
    lifecycle.onStopLast('runtime', async (allowanceMs) => {
      allowances.runtime = allowanceMs;
    });
    const app = await NestFactory.create(SlowModule, { logger: false });
    await app.listen(0, '127.0.0.1');
    lifecycle.onStop('http', async (allowanceMs) => {
      allowances.http = allowanceMs;
      await closeGracefully(app, allowanceMs);
    });
    const { port } = app.getHttpServer().address() as AddressInfo;

    // A client that announced a body it never finishes sending.
    const slow = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => slow.once('connect', resolve));
    slow.write('POST /slow HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000\r\n\r\nabc');
    const closed = new Promise((resolve) => slow.once('close', resolve));
    slow.on('error', () => {}).resume();
    await new Promise((resolve) => setTimeout(resolve, 100));

    const stopping = Date.now();
    await lifecycle.stop();
    const tookMs = Date.now() - stopping;
    await closed;
    // Cut at the allowance, not left to send for as long as it likes.
    expect(tookMs).toBeGreaterThanOrEqual(drainMs - 50);
    expect(tookMs).toBeLessThan(drainMs + 2_000);
    expect(allowances.http).toBeLessThanOrEqual(drainMs);
    expect(allowances.http).toBeGreaterThan(drainMs - 200);
    expect(allowances.runtime).toBeGreaterThan(2_000 - 200);
  });

  it('undoes at once what registers after a stop has begun', async () => {
    const lifecycle = new Lifecycle(pino({ level: 'silent' }), 10_000);
    await lifecycle.stop();
    let stopped = false;
    lifecycle.onStop('late', async () => {
      stopped = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(true);
  });

  it('keeps stopping the rest when one part fails to stop', async () => {
    events.length = 0;
    const lifecycle = new Lifecycle(pino({ level: 'silent' }), 10_000);
    lifecycle.onStopLast('database', async () => events.push('database stopped'));
    lifecycle.onStop('queue', async () => {
      throw new Error('queue stop failed');
    });
    await lifecycle.stop();
    expect(events).toEqual(['database stopped']);
  });
});
