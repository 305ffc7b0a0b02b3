import type { AddressInfo } from 'node:net';
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
    lifecycle.onStop('runtime', async () => events.push('runtime stopped'));
    const app = await NestFactory.create(SlowModule, { logger: false });
    await app.listen(0, '127.0.0.1');
    lifecycle.onStop('http', async () => {
      await closeGracefully(app);
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
    lifecycle.onStop('database', async () => events.push('database stopped'));
    lifecycle.onStop('queue', async () => {
      throw new Error('queue stop failed');
    });
    await lifecycle.stop();
    expect(events).toEqual(['database stopped']);
  });
});
