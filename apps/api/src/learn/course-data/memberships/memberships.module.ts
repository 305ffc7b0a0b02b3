import { Module } from '@nestjs/common';
import { Enrolments } from './enrolments.js';
import { MembershipsController } from './memberships.controller.js';
import { MembershipsService } from './memberships.service.js';

@Module({ controllers: [MembershipsController], providers: [MembershipsService, Enrolments], exports: [Enrolments] })
export class MembershipsModule {}
