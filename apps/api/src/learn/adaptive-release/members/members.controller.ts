import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  ParseArrayPipe,
  Put,
  type PipeTransform,
  type Type,
} from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
} from '@nestjs/swagger';
import { ApiLearnController } from '../../common/api-docs.js';
import type { Prisma } from '@app/database';
import type { LearnPrincipal } from '../../auth/access-tokens.js';
import { Principal } from '../../auth/learn-principal.decorator.js';
import { ApiList } from '../../common/list-query/api-list.js';
import { ListQueryParam } from '../../common/list-query/list-query.decorator.js';
import type { ListSpec } from '../../common/list-query/list-spec.js';
import type { Page } from '../../common/paging.js';
import { CRITERION } from '../adaptive-release-paths.js';
import { ApiLearnErrors } from '../api-docs.js';
import { CriterionPath } from '../scope/path-params.js';
import type { MemberKind } from './member-kind.js';
import type { MemberList } from './members.repository.js';
import type { MemberView } from './member-view.js';
import { MAX_MEMBERS, MembersService } from './members.service.js';

/** What the routes of one member set (users or groups) are made of. */
export interface MemberRoutes {
  /** Path segment below the criterion, and the noun in the docs */
  plural: 'users' | 'groups';
  /** The path parameter of one member, named as the entitlement table expects */
  param: 'userId' | 'groupId';
  paramDoc: string;
  kind: Type<MemberKind>;
  body: Type<object>;
  /** The id a body item carries */
  idOf(item: object): string;
  view: Type<unknown>;
  page: Type<unknown>;
  /** What the list's query takes */
  list: ListSpec<Prisma.CriterionMemberWhereInput, Prisma.CriterionMemberOrderByWithRelationInput>;
  /** Who may be a member, for the docs */
  rule: string;
}

const MEMBERSHIPS_ONLY = 'The criterion must be of type Memberships (400 otherwise).';

/**
 * The routes of a member set of a Memberships criterion: list, replace, add one, remove one.
 * Users and groups are both made from it (users.controller.ts, groups.controller.ts); the rules
 * live in MembersService and in the MemberKind of each.
 */
export function MembersController(routes: MemberRoutes) {
  const { plural, param } = routes;
  const one = `${plural}/:${param}`;
  const anArray: PipeTransform = {
    transform(body: unknown) {
      if (!Array.isArray(body)) throw new BadRequestException(`The body must be a JSON array of {${param}} objects`);
      return body;
    },
  };
  // Messages name the item: "[2] userId must be a string".
  const items = new ParseArrayPipe({ items: routes.body, whitelist: true, stopAtFirstError: false });

  @ApiLearnController('Learn: adaptive release')
  @Controller(CRITERION)
  class MembersRoutes {
    constructor(
      readonly members: MembersService,
      @Inject(routes.kind) readonly kind: MemberKind,
    ) {}

    @Get(plural)
    @ApiList(routes.list, { summary: `List the ${plural} of a Memberships criterion`, description: MEMBERSHIPS_ONLY })
    @ApiOkResponse({ type: routes.page })
    @ApiLearnErrors()
    async list(@Param() path: CriterionPath, @ListQueryParam(routes.list) list: MemberList): Promise<Page<MemberView>> {
      return list.page(await this.members.list(this.kind, path, list), (member) => member);
    }

    @Put(plural)
    @ApiOperation({
      summary: `Set the ${plural} of a Memberships criterion`,
      description: [
        `Replaces the ${plural} of the criterion with the body's list: ${plural} not listed are removed, those already there keep their record, new ones are added; duplicates collapse. The list holds at most ${MAX_MEMBERS} items (400 beyond).`,
        routes.rule,
        `Atomic: when one id is refused, nothing changes. Answers the whole resulting set. ${MEMBERSHIPS_ONLY}`,
      ].join('\n\n'),
    })
    @ApiBody({ type: [routes.body] })
    @ApiOkResponse({ type: routes.page })
    @ApiLearnErrors({ 404: `The course, content, rule, criterion or one of the ${plural} does not exist` })
    async replace(
      @Param() path: CriterionPath,
      @Body(anArray, items) body: object[],
      @Principal() principal: LearnPrincipal,
    ): Promise<Page<MemberView>> {
      return { results: await this.members.replace(this.kind, path, body.map(routes.idOf), principal) };
    }

    @Put(one)
    @HttpCode(201)
    @ApiOperation({
      summary: `Add one of the ${plural} to a Memberships criterion`,
      description: `${routes.rule} Already a member: 409. A criterion holds at most ${MAX_MEMBERS} ${plural} (400 beyond). ${MEMBERSHIPS_ONLY}`,
    })
    @ApiParam({ name: param, description: routes.paramDoc })
    @ApiCreatedResponse({ type: routes.view })
    @ApiLearnErrors({ 409: 'Already a member of the criterion' })
    add(
      @Param() path: CriterionPath,
      @Param(param) id: string,
      @Principal() principal: LearnPrincipal,
    ): Promise<MemberView> {
      return this.members.add(this.kind, path, id, principal);
    }

    @Delete(one)
    @HttpCode(204)
    @ApiOperation({
      summary: `Remove one of the ${plural} from a Memberships criterion`,
      description: `Not a member: 404. ${MEMBERSHIPS_ONLY}`,
    })
    @ApiParam({ name: param, description: routes.paramDoc })
    @ApiNoContentResponse({ description: 'Removed' })
    @ApiLearnErrors()
    async remove(
      @Param() path: CriterionPath,
      @Param(param) id: string,
      @Principal() principal: LearnPrincipal,
    ): Promise<void> {
      await this.members.remove(this.kind, path, id, principal);
    }
  }
  return MembersRoutes;
}
