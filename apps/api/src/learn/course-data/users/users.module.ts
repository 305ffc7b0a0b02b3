import { Module } from '@nestjs/common';
import { LearnUsersController } from './users.controller.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

@Module({ controllers: [LearnUsersController], providers: [UsersService, UsersRepository] })
export class UsersModule {}
