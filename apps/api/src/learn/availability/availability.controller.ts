import { Controller, Get, Param, Query } from '@nestjs/common';
import { CRITERION_TYPES, INSTRUCTOR_ROLES } from '@app/adaptive-release';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiLearnController } from '../common/api-docs.js';
import { ErrorResponse } from '../../common/http/error-response.js';
import { ApiList, QUERY_400 } from '../common/list-query/api-list.js';
import { ListQueryParam, type ListQueryOf } from '../common/list-query/list-query.decorator.js';
import { ContentUserPath, CourseUserPath } from '../common/path-params.js';
import { LEARN } from '../learn-paths.js';
import { COURSE_AVAILABILITY_LIST } from './availability-list.js';
import { AvailabilityQuery, ContentAvailabilityView, CourseAvailabilityPage } from './availability-view.js';
import { AvailabilityService } from './availability.service.js';

const SEMANTICS = `Semantics: a user with an instructor-type course role (${[...INSTRUCTOR_ROLES].join(', ')}) sees everything, and the reason says so.
Otherwise a content whose availability.available is No is unavailable; a content without a rule is available; with a rule, every criterion must hold (AND).
${CRITERION_TYPES.map((definition) => `${definition.type}: ${definition.evaluation}.`).join('\n')}
A content inside a folder that is unavailable to the user is unavailable too; the folder's failing reasons are listed with the folder's contentId.
A user who is not enrolled in the course: 404.`;

@ApiLearnController('Learn: availability')
@Controller(`${LEARN}/v1/courses/:courseId`)
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @Get('contents/:contentId/users/:userId/availability')
  @ApiOperation({
    summary: 'Is this content available to this user now (or at `at`), and if not, why?',
    description: SEMANTICS,
  })
  @ApiOkResponse({ type: ContentAvailabilityView })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Malformed id or `at`' })
  @ApiNotFoundResponse({
    type: ErrorResponse,
    description: 'Unknown course, content or user, or the user is not enrolled',
  })
  forContent(@Param() path: ContentUserPath, @Query() query: AvailabilityQuery): Promise<ContentAvailabilityView> {
    return this.availability.forContent(path, evaluationTime(query));
  }

  @Get('users/:userId/availability')
  @ApiList(COURSE_AVAILABILITY_LIST, {
    summary:
      'Every content of the course with its availability for this user (paged, in outline order, up to 1,000 a page)',
    description: SEMANTICS,
  })
  @ApiOkResponse({ type: CourseAvailabilityPage })
  @ApiBadRequestResponse({ type: ErrorResponse, description: `Malformed id; or ${QUERY_400}` })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Unknown course or user, or the user is not enrolled' })
  forCourse(
    @Param() path: CourseUserPath,
    @ListQueryParam(COURSE_AVAILABILITY_LIST) list: ListQueryOf<typeof COURSE_AVAILABILITY_LIST>,
  ): Promise<CourseAvailabilityPage> {
    return this.availability.forCourse(path, list);
  }
}

const evaluationTime = (query: AvailabilityQuery): Date => (query.at ? new Date(query.at) : new Date());
