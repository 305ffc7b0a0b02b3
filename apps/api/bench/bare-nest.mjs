// The baseline of the Learn benchmark: a bare NestJS application on the same platform (Express)
// with one JSON endpoint and nothing else (no database, no auth, no logging).
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

class PingController {
  ping() {
    return { results: [{ id: '_1_1', type: 'DateRange', startDate: '2026-01-01T00:00:00.000Z' }] };
  }
}
Controller('bare')(PingController);
Get('ping')(PingController.prototype, 'ping', Object.getOwnPropertyDescriptor(PingController.prototype, 'ping'));

class BareModule {}
Module({ controllers: [PingController] })(BareModule);

const app = await NestFactory.create(BareModule, { logger: false });
await app.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
