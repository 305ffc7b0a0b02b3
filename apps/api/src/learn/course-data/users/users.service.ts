import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { PrismaClient, User } from '@app/database';
import { PRISMA } from '../../../platform/tokens.js';
import { hashSecret } from '../../auth/secret-hash.js';
import { mergedJson } from '../../common/json-fields.js';
import { dateOf } from '../../common/learn-dates.js';
import type { ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import { PathIds } from '../../common/path-ids.service.js';
import { conflictOn } from '../../common/unique-violation.js';
import type { USER_LIST } from './user-list.js';
import type { CreateUserBody, UpdateUserBody } from './user-body.js';

const NO_USER: Pick<User, 'name' | 'job' | 'contact' | 'address'> = {
  name: null,
  job: null,
  contact: null,
  address: null,
};

/** Learn users; a password is kept as a scrypt hash and never leaves the service. */
@Injectable()
export class UsersService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly ids: PathIds,
  ) {}

  list({ where, orderBy, window }: ListQueryOf<typeof USER_LIST>): Promise<User[]> {
    return this.prisma.user.findMany({ where, orderBy, skip: window.skip, take: window.take });
  }

  get(userId: string): Promise<User> {
    return this.ids.user(userId);
  }

  async create(dto: CreateUserBody): Promise<User> {
    const externalId = dto.externalId ?? dto.userName;
    const data = {
      ...(await writableFields(dto, NO_USER)),
      userName: dto.userName,
      externalId,
      uuid: randomUUID().replaceAll('-', ''),
      systemRoleIds: dto.systemRoleIds ?? ['User'],
    };
    try {
      return await this.prisma.user.create({ data });
    } catch (error) {
      throw conflictOn(error, {
        user_name: `A user with userName "${dto.userName}" already exists`,
        external_id: `A user with externalId "${externalId}" already exists`,
      });
    }
  }

  async update(userId: string, dto: UpdateUserBody): Promise<User> {
    const user = await this.ids.user(userId);
    try {
      return await this.prisma.user.update({ where: { id: user.id }, data: await writableFields(dto, user) });
    } catch (error) {
      throw conflictOn(error, {
        user_name: `A user with userName "${dto.userName}" already exists`,
        external_id: `A user with externalId "${dto.externalId}" already exists`,
      });
    }
  }

  /** The user and their memberships, grades, group memberships and review statuses. */
  async remove(userId: string): Promise<void> {
    const user = await this.ids.user(userId);
    await this.prisma.user.delete({ where: { id: user.id } });
  }
}

/** The columns a create and an update write alike; undefined (omitted) leaves a column as it is. */
async function writableFields(dto: UpdateUserBody, stored: Pick<User, 'name' | 'job' | 'contact' | 'address'>) {
  return {
    userName: dto.userName,
    externalId: dto.externalId,
    passwordHash: dto.password === undefined ? undefined : await hashSecret(dto.password),
    dataSourceId: dto.dataSourceId,
    studentId: dto.studentId,
    educationLevel: dto.educationLevel,
    gender: dto.gender,
    pronouns: dto.pronouns,
    birthDate: dateOf(dto.birthDate),
    institutionRoleIds: dto.institutionRoleIds,
    systemRoleIds: dto.systemRoleIds,
    available: dto.availability?.available,
    name: mergedJson(stored.name, dto.name),
    job: mergedJson(stored.job, dto.job),
    contact: mergedJson(stored.contact, dto.contact),
    address: mergedJson(stored.address, dto.address),
    localeId: dto.locale?.id,
    localeCalendar: dto.locale?.calendar,
    localeFirstDayOfWeek: dto.locale?.firstDayOfWeek,
    avatarSource: dto.avatar?.source,
  };
}
