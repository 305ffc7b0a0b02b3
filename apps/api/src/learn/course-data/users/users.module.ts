import { Module } from '@nestjs/common';
import { LearnUsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

@Module({ controllers: [LearnUsersController], providers: [UsersService] })
export class UsersModule {}
