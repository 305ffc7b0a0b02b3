import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Module, NotFoundException, type INestApplication } from '@nestjs/common';
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
