import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Module, NotFoundException, type INestApplication } from '@nestjs/common';
import { BlobStoreUnavailableError } from '@app/blob-store';
import { createPrismaClient } from '@app/database';
import { NestFactory } from '@nestjs/core';
import { pino } from 'pino';
import request from 'supertest';
import { ErrorResponseFilter } from '../src/common/http/error-response.filter.js';
import { requestId } from '../src/common/http/request-id.js';

// A controller that fails in the ways real ones will, behind the real filter and middleware.
@Controller('fail')
class FailingController {
  @Get('unexpected')
  unexpected(): never {
    throw new Error('connection string postgresql://admin:secret@db/app refused');
  }

  @Get('not-found')
  notFound(): never {
    throw new NotFoundException('Rule _12_1 not found');
  }

  @Get('validation')
  validation(): never {
    throw new (class extends NotFoundException {})({ message: ['title must be a string', 'title is required'] });
  }
}

@Module({ controllers: [FailingController] })
class FailingModule {}

let app: INestApplication;
const logged: string[] = [];

beforeAll(async () => {
  app = await NestFactory.create(FailingModule, { logger: false });
  app.use(requestId);
  const logger = pino({ level: 'error' }, { write: (line: string) => logged.push(line) });
  app.useGlobalFilters(new ErrorResponseFilter(logger));
  await app.init();
});

afterAll(async () => {
  await app.close();
});

describe('ErrorResponseFilter', () => {
  it('answers an unexpected error with a bare 500 and logs the detail with the request id', async () => {
    const res = await request(app.getHttpServer()).get('/fail/unexpected').expect(500);
    expect(res.body).toEqual({ status: 500, message: 'Internal server error', extraInfo: res.headers['x-request-id'] });
    expect(JSON.stringify(res.body)).not.toMatch(/secret|at .*\.ts/);
    const entry = JSON.parse(logged.at(-1)!);
    expect(entry.reqId).toBe(res.headers['x-request-id']);
    expect(entry.err.stack).toMatch(/FailingController/);
  });

  it('keeps the message of an HTTP exception', async () => {
    const res = await request(app.getHttpServer()).get('/fail/not-found').expect(404);
    expect(res.body).toEqual({ status: 404, message: 'Rule _12_1 not found', extraInfo: res.headers['x-request-id'] });
  });

  it('joins a list of messages (validation) into one', async () => {
    const res = await request(app.getHttpServer()).get('/fail/validation').expect(404);
    expect(res.body.message).toBe('title must be a string; title is required');
  });
});

/** A port nothing listens on: the database of `/outage/database` is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const downDatabase = createPrismaClient(`postgresql://app:secret@127.0.0.1:${await closedPort()}/app`);

// The service's own outages, as real calls meet them.
@Controller('outage')
class OutageController {
  @Get('database')
  async database(): Promise<unknown> {
    return downDatabase.$queryRaw`SELECT 1`;
  }

  @Get('disk')
  async disk(): Promise<void> {
    await fs.promises.writeFile('/dev/full', 'x'); // ENOSPC, as a full disk answers
  }

  @Get('blobs')
  blobs(): never {
    throw new BlobStoreUnavailableError('store the file', new Error('connect ECONNREFUSED 127.0.0.1:9000'));
  }
}

@Module({ controllers: [OutageController] })
class OutageModule {}

describe('ErrorResponseFilter: outages of the service', () => {
  let outages: INestApplication;
  const lines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    outages = await NestFactory.create(OutageModule, { logger: false });
    outages.use(requestId);
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    outages.useGlobalFilters(new ErrorResponseFilter(logger));
    await outages.init();
  });

  afterAll(async () => {
    await outages.close();
    await downDatabase.$disconnect();
  });

  it('a database that cannot be reached: 503 with Retry-After, logged once as a warning without a stack', async () => {
    for (let n = 0; n < 20; n++) {
      const res = await request(outages.getHttpServer()).get('/outage/database').expect(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toEqual({
        status: 503,
        message: 'The database is unavailable; try again in a few seconds',
        extraInfo: res.headers['x-request-id'],
      });
    }
    const logged = lines.filter((line) => line.msg === 'database unavailable: answering 503');
    expect(logged).toEqual([
      expect.objectContaining({ level: 40, status: 503, reason: expect.stringMatching(/reach/) }),
    ]);
    expect(lines.some((line) => 'err' in line || Number(line.level) >= 50)).toBe(false);
  });

  it('a full disk: 507 naming it, without Retry-After', async () => {
    const res = await request(outages.getHttpServer()).get('/outage/disk').expect(507);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.body.message).toBe("The service's disk is full: nothing was stored; try again once space is freed");
    expect(lines.at(-1)).toMatchObject({
      level: 40,
      msg: 'disk full: answering 507',
      reason: expect.stringMatching(/ENOSPC/),
    });
  });

  it('a file store that cannot be reached: 503 with Retry-After', async () => {
    const res = await request(outages.getHttpServer()).get('/outage/blobs').expect(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body.message).toBe('The file store is unavailable; try again later');
  });
});
