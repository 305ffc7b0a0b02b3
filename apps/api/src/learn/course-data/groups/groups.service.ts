import { randomUUID } from 'node:crypto';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { Course, Group } from '@app/database';
import { mergedJson } from '../../common/json-fields.js';
import { PathIds } from '../../common/path-ids.service.js';
import type { CoursePath } from '../../common/path-params.js';
import { conflictOn } from '../../common/unique-violation.js';
import type { CreateGroupBody, UpdateGroupBody } from './group-body.js';
import { presentGroup, type GroupView } from './group-view.js';
import { GroupsRepository, type GroupList } from './groups.repository.js';
import type { GroupPath } from './path-params.js';

/** Groups live alone or inside a group set; group sets hold groups, never members. */
export type GroupKind = 'group' | 'set';

/** Groups and group sets of a course: which kind a path names, where a new one goes, unique externalIds. */
@Injectable()
export class GroupsService {
  constructor(
    private readonly ids: PathIds,
    private readonly groups: GroupsRepository,
  ) {}

  /** Groups (not sets), or sets, of the course, as the list's query filters them. */
  async list(path: CoursePath, kind: GroupKind, list: GroupList): Promise<GroupView[]> {
    const course = await this.ids.course(path.courseId);
    return (await this.groups.list({ courseId: course.id, isGroupSet: kind === 'set' }, list)).map(presentGroup);
  }

  async listInSet(path: GroupPath, list: GroupList): Promise<GroupView[]> {
    const course = await this.ids.course(path.courseId);
    const set = await this.find(course, path.groupId, 'set');
    return (await this.groups.list({ groupSetId: set.id }, list)).map(presentGroup);
  }

  async get(path: GroupPath, kind: GroupKind): Promise<GroupView> {
    return presentGroup(await this.find(await this.ids.course(path.courseId), path.groupId, kind));
  }

  /** A group set, a group outside any set, or (with `inSet`, a set's path id) a group inside a set. */
  async create(path: CoursePath, body: CreateGroupBody, kind: GroupKind, inSet?: string): Promise<GroupView> {
    const course = await this.ids.course(path.courseId);
    const set = inSet === undefined ? null : await this.find(course, inSet, 'set');
    const externalId = body.externalId ?? randomUUID();
    try {
      const group = await this.groups.create({
        ...writableFields(body, null),
        courseId: course.id,
        externalId,
        name: body.name,
        uuid: randomUUID().replaceAll('-', ''),
        isGroupSet: kind === 'set',
        groupSetId: set?.id ?? null,
        enrollmentType: body.enrollment?.type,
      });
      return presentGroup(group);
    } catch (error) {
      throw conflictOn(error, { external_id: externalIdTaken(externalId, course) });
    }
  }

  async update(path: GroupPath, kind: GroupKind, body: UpdateGroupBody): Promise<GroupView> {
    const course = await this.ids.course(path.courseId);
    const group = await this.find(course, path.groupId, kind);
    try {
      return presentGroup(await this.groups.update(group.id, writableFields(body, group)));
    } catch (error) {
      throw conflictOn(error, { external_id: externalIdTaken(body.externalId, course) });
    }
  }

  /** A group with its members; a group set with its groups and their members. */
  async remove(path: GroupPath, kind: GroupKind): Promise<void> {
    const group = await this.find(await this.ids.course(path.courseId), path.groupId, kind);
    await this.groups.delete(group.id);
  }

  private async find(course: Course, raw: string, kind: GroupKind): Promise<Group> {
    const group = await this.ids.group(course, raw);
    if (group.isGroupSet !== (kind === 'set')) {
      const [wanted, actual] = kind === 'set' ? ['Group set', 'a group'] : ['Group', 'a group set'];
      throw new NotFoundException(`${wanted} ${raw} not found in course ${course.courseId}: it is ${actual}`);
    }
    return group;
  }
}

const externalIdTaken = (externalId: string | undefined, course: Course) =>
  `A group with externalId "${externalId}" already exists in course ${course.courseId}`;

/** The columns a create and an update write alike; undefined (omitted) leaves a column as it is. */
function writableFields(body: UpdateGroupBody, stored: Pick<Group, 'signupSheet'> | null) {
  return {
    externalId: body.externalId,
    name: body.name,
    description: body.description,
    available: body.availability?.available,
    enrollmentLimit: body.enrollment?.limit,
    signupSheet: mergedJson(stored?.signupSheet ?? null, body.enrollment?.signupSheet),
  };
}
