import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { User } from '@app/database';
import { hashSecret } from '../../auth/secret-hash.js';
import { mergedJson } from '../../common/json-fields.js';
import { dateOf } from '../../common/learn-dates.js';
import type { ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import { PathIds } from '../../common/path-ids.service.js';
import type { UserPath } from '../../common/path-params.js';
import { conflictOn } from '../../common/unique-violation.js';
import type { USER_LIST } from './user-list.js';
import type { CreateUserBody, UpdateUserBody } from './user-body.js';
import { presentUser, type UserView } from './user-view.js';
import { UsersRepository } from './users.repository.js';

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
    private readonly ids: PathIds,
    private readonly users: UsersRepository,
  ) {}

  async list(list: ListQueryOf<typeof USER_LIST>): Promise<UserView[]> {
    return (await this.users.list(list)).map(presentUser);
  }

  async get(path: UserPath): Promise<UserView> {
    return presentUser(await this.ids.user(path.userId));
  }

  async create(body: CreateUserBody): Promise<UserView> {
    const externalId = body.externalId ?? body.userName;
    const data = {
      ...(await writableFields(body, NO_USER)),
      userName: body.userName,
      externalId,
      uuid: randomUUID().replaceAll('-', ''),
      systemRoleIds: body.systemRoleIds ?? ['User'],
    };
    try {
      return presentUser(await this.users.create(data));
    } catch (error) {
      throw conflictOn(error, {
        user_name: `A user with userName "${body.userName}" already exists`,
        external_id: `A user with externalId "${externalId}" already exists`,
      });
    }
  }

  async update(path: UserPath, body: UpdateUserBody): Promise<UserView> {
    const user = await this.ids.user(path.userId);
    try {
      return presentUser(await this.users.update(user.id, await writableFields(body, user)));
    } catch (error) {
      throw conflictOn(error, {
        user_name: `A user with userName "${body.userName}" already exists`,
        external_id: `A user with externalId "${body.externalId}" already exists`,
      });
    }
  }

  /** The user and their memberships, grades, group memberships and review statuses. */
  async remove(path: UserPath): Promise<void> {
    const user = await this.ids.user(path.userId);
    await this.users.delete(user.id);
  }
}

/** The columns a create and an update write alike; undefined (omitted) leaves a column as it is. */
async function writableFields(body: UpdateUserBody, stored: Pick<User, 'name' | 'job' | 'contact' | 'address'>) {
  return {
    userName: body.userName,
    externalId: body.externalId,
    passwordHash: body.password === undefined ? undefined : await hashSecret(body.password),
    dataSourceId: body.dataSourceId,
    studentId: body.studentId,
    educationLevel: body.educationLevel,
    gender: body.gender,
    pronouns: body.pronouns,
    birthDate: dateOf(body.birthDate),
    institutionRoleIds: body.institutionRoleIds,
    systemRoleIds: body.systemRoleIds,
    available: body.availability?.available,
    name: mergedJson(stored.name, body.name),
    job: mergedJson(stored.job, body.job),
    contact: mergedJson(stored.contact, body.contact),
    address: mergedJson(stored.address, body.address),
    localeId: body.locale?.id,
    localeCalendar: body.locale?.calendar,
    localeFirstDayOfWeek: body.locale?.firstDayOfWeek,
    avatarSource: body.avatar?.source,
  };
}
