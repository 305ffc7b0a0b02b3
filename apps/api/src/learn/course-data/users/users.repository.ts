import { Inject, Injectable } from '@nestjs/common';
import type { Prisma, PrismaClient, User } from '@app/database';
import { PRISMA } from '../../../platform/tokens.js';
import { pageArgs, type ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import type { USER_LIST } from './user-list.js';

/** The user table. */
@Injectable()
export class UsersRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  list(list: ListQueryOf<typeof USER_LIST>): Promise<User[]> {
    return this.prisma.user.findMany({ where: list.where, ...pageArgs(list) });
  }

  create(data: Prisma.UserCreateInput): Promise<User> {
    return this.prisma.user.create({ data });
  }

  update(id: number, data: Prisma.UserUpdateInput): Promise<User> {
    return this.prisma.user.update({ where: { id }, data });
  }

  /** Their memberships, grades, group memberships and review statuses go too (ON DELETE CASCADE). */
  async delete(id: number): Promise<void> {
    await this.prisma.user.delete({ where: { id } });
  }
}
