import { randomUUID } from 'node:crypto';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Course, Group, Prisma, PrismaClient } from '@app/database';
import { PRISMA } from '../../../platform/tokens.js';
import { mergedJson } from '../../common/json-fields.js';
import type { ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import { PathIds } from '../../common/path-ids.service.js';
import { conflictOn } from '../../common/unique-violation.js';
import type { GROUP_LIST } from './group-lists.js';
import type { CreateGroupDto, UpdateGroupDto } from './group.dto.js';

/** Groups live alone or inside a group set; group sets hold groups, never members. */
export type GroupKind = 'group' | 'set';

/** The three group lists read the same shape of query. */
type GroupList = ListQueryOf<typeof GROUP_LIST>;

/** Where a new group goes: a standalone group, a group set, or a group inside a set. */
export type Placement = { kind: 'set' } | { kind: 'group'; inSet?: string };

@Injectable()
export class GroupsService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly ids: PathIds,
  ) {}

  /** Groups (not sets) of the course, as the list's query filters them. */
  async listGroups(courseId: string, list: GroupList): Promise<Group[]> {
    const course = await this.ids.course(courseId);
    return this.page({ courseId: course.id, isGroupSet: false }, list);
  }

  async listSets(courseId: string, list: GroupList): Promise<Group[]> {
    const course = await this.ids.course(courseId);
    return this.page({ courseId: course.id, isGroupSet: true }, list);
  }

  async listInSet(courseId: string, setId: string, list: GroupList): Promise<Group[]> {
    const course = await this.ids.course(courseId);
    const set = await this.find(course, setId, 'set');
    return this.page({ groupSetId: set.id }, list);
  }

  async get(courseId: string, groupId: string, kind: GroupKind): Promise<Group> {
    return this.find(await this.ids.course(courseId), groupId, kind);
  }

  async create(courseId: string, dto: CreateGroupDto, placement: Placement): Promise<Group> {
    const course = await this.ids.course(courseId);
    const set = placement.kind === 'group' && placement.inSet ? await this.find(course, placement.inSet, 'set') : null;
    const externalId = dto.externalId ?? randomUUID();
    try {
      return await this.prisma.group.create({
        data: {
          ...writableFields(dto, null),
          courseId: course.id,
          externalId,
          name: dto.name,
          uuid: randomUUID().replaceAll('-', ''),
          isGroupSet: placement.kind === 'set',
          groupSetId: set?.id ?? null,
          enrollmentType: dto.enrollment?.type,
        },
      });
    } catch (error) {
      throw conflictOn(error, { external_id: externalIdTaken(externalId, course) });
    }
  }

  async update(courseId: string, groupId: string, kind: GroupKind, dto: UpdateGroupDto): Promise<Group> {
    const course = await this.ids.course(courseId);
    const group = await this.find(course, groupId, kind);
    try {
      return await this.prisma.group.update({ where: { id: group.id }, data: writableFields(dto, group) });
    } catch (error) {
      throw conflictOn(error, { external_id: externalIdTaken(dto.externalId, course) });
    }
  }

  /** A group with its members; a group set with its groups and their members. */
  async remove(courseId: string, groupId: string, kind: GroupKind): Promise<void> {
    const group = await this.find(await this.ids.course(courseId), groupId, kind);
    await this.prisma.group.delete({ where: { id: group.id } });
  }

  private async find(course: Course, raw: string, kind: GroupKind): Promise<Group> {
    const group = await this.ids.group(course, raw);
    if (group.isGroupSet !== (kind === 'set')) {
      const [wanted, actual] = kind === 'set' ? ['Group set', 'a group'] : ['Group', 'a group set'];
      throw new NotFoundException(`${wanted} ${raw} not found in course ${course.courseId}: it is ${actual}`);
    }
    return group;
  }

  private page(scope: Prisma.GroupWhereInput, list: GroupList): Promise<Group[]> {
    const { where, orderBy, window } = list;
    return this.prisma.group.findMany({ where: { ...scope, ...where }, orderBy, skip: window.skip, take: window.take });
  }
}

const externalIdTaken = (externalId: string | undefined, course: Course) =>
  `A group with externalId "${externalId}" already exists in course ${course.courseId}`;

/** The columns a create and an update write alike; undefined (omitted) leaves a column as it is. */
function writableFields(dto: UpdateGroupDto, stored: Pick<Group, 'signupSheet'> | null) {
  return {
    externalId: dto.externalId,
    name: dto.name,
    description: dto.description,
    available: dto.availability?.available,
    enrollmentLimit: dto.enrollment?.limit,
    signupSheet: mergedJson(stored?.signupSheet ?? null, dto.enrollment?.signupSheet),
  };
}
