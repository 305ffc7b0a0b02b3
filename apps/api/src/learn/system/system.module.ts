import { Module } from '@nestjs/common';
import { SystemController } from './system.controller.js';

/** Learn's system endpoints: the version clients gate their calls on. */
@Module({ controllers: [SystemController] })
export class SystemModule {}
