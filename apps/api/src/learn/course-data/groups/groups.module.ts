import { Module } from '@nestjs/common';
import { MembershipsModule } from '../memberships/memberships.module.js';
import { GroupMembersController } from './group-members.controller.js';
import { GroupMembersService } from './group-members.service.js';
import { GroupSetsController } from './group-sets.controller.js';
import { CourseGroupsController } from './groups.controller.js';
import { GroupsRepository } from './groups.repository.js';
import { GroupsService } from './groups.service.js';

@Module({
  imports: [MembershipsModule],
  // GroupSetsController first: its `groups/sets` routes must be matched before `groups/:groupId`.
  controllers: [GroupSetsController, CourseGroupsController, GroupMembersController],
  providers: [GroupsService, GroupMembersService, GroupsRepository],
})
export class GroupsModule {}
