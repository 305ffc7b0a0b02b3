import { Module } from '@nestjs/common';
import { CriteriaController } from './criteria/criteria.controller.js';
import { CriteriaRepository } from './criteria/criteria.repository.js';
import { CriteriaService } from './criteria/criteria.service.js';
import { AuditTrail } from './history/audit-trail.js';
import { HistoryController } from './history/history.controller.js';
import { HistoryRepository } from './history/history.repository.js';
import { HistoryService } from './history/history.service.js';
import { GroupMembers } from './members/group-members.js';
import { GroupsController } from './members/groups.controller.js';
import { MembersRepository } from './members/members.repository.js';
import { MembersService } from './members/members.service.js';
import { UserMembers } from './members/user-members.js';
import { UsersController } from './members/users.controller.js';
import { RulesController } from './rules/rules.controller.js';
import { RulesRepository } from './rules/rules.repository.js';
import { RulesService } from './rules/rules.service.js';
import { RuleScopes } from './scope/rule-scope.js';
import { ScopeRepository } from './scope/scope.repository.js';

/** Adaptive release: rules, their criteria, Memberships members, and the audit history. */
@Module({
  controllers: [RulesController, HistoryController, CriteriaController, UsersController, GroupsController],
  providers: [
    ScopeRepository,
    RuleScopes,
    HistoryRepository,
    AuditTrail,
    RulesRepository,
    RulesService,
    HistoryService,
    CriteriaRepository,
    CriteriaService,
    MembersRepository,
    MembersService,
    UserMembers,
    GroupMembers,
  ],
})
export class AdaptiveReleaseModule {}
