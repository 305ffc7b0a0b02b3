import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../common/http/error-response.js';
import { A11Y_CONTENT_ROUTE } from '../a11y-paths.js';
import { A11yAuthGuard } from '../clients/a11y-auth.guard.js';
import { ApiA11yClient } from '../clients/api-security.js';
import { A11yCaller, Caller } from '../clients/caller.js';
import { BatchRequestDoc, BatchResponseDoc, ContentDetailsDoc, StatusRecordDoc } from '../content/api-docs.js';
import type { StatusRecord } from '@app/content-contract';
import type { ContentDetails } from '../content/content-views.js';
import { ContentReadsService } from './content-reads.service.js';
import { detailFlags, DetailsQuery } from './read-requests.js';

@ApiTags('Accessibility: content reads')
@ApiA11yClient()
@ApiForbiddenResponse({
  type: ErrorResponse,
  description: 'A token for another client, or one whose policy does not grant the action (named)',
})
@UseGuards(A11yAuthGuard)
@Controller(A11Y_CONTENT_ROUTE)
export class ContentReadsController {
  constructor(private readonly reads: ContentReadsService) {}

  // Declared before `:contentHash`, which would otherwise take "batch" for a hash.
  @Get('batch')
  @ApiOperation({
    summary: 'Feedback for several files',
    description:
      'GET with a JSON body {references: [{hash}]} (POST is accepted too, for clients that cannot send a GET body). ' +
      'Needs content:getDetails; entries the token does not grant are null.',
  })
  @ApiBody({ type: BatchRequestDoc })
  @ApiOkResponse({ type: BatchResponseDoc })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'A malformed body, too many references, or a bad feedback or formats',
  })
  batch(
    @Caller() caller: A11yCaller,
    @Body() body: unknown,
    @Query() query: DetailsQuery,
  ): Promise<{ reports: (ContentDetails | null)[] }> {
    return this.reads.batch(caller, body, detailFlags(query));
  }

  @Post('batch')
  @HttpCode(200)
  @ApiOperation({ summary: 'Feedback for several files (the same as GET .../content/batch)' })
  @ApiBody({ type: BatchRequestDoc })
  @ApiOkResponse({ type: BatchResponseDoc })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'A malformed body, too many references, or a bad feedback or formats',
  })
  batchByPost(
    @Caller() caller: A11yCaller,
    @Body() body: unknown,
    @Query() query: DetailsQuery,
  ): Promise<{ reports: (ContentDetails | null)[] }> {
    return this.batch(caller, body, query);
  }

  @Get(':contentHash/status')
  @ApiOperation({
    summary: 'Processing status of a file',
    description:
      'Always 200 for a file of this client, whatever its status (failed included, with `error`; a long ' +
      'analysis inprogress with its `progress`). Needs content:getStatus.',
  })
  @ApiOkResponse({ type: StatusRecordDoc })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'contentHash is not a SHA-256 hex string' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'This client has no file with this hash' })
  status(@Caller() caller: A11yCaller, @Param('contentHash') hash: string): Promise<StatusRecord> {
    return this.reads.status(caller, hash);
  }

  @Get(':contentHash')
  @ApiOperation({
    summary: 'Feedback, formats and metadata of a file',
    description: 'Needs content:getDetails. Feedback is null until the status is success.',
  })
  @ApiOkResponse({ type: ContentDetailsDoc })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'A bad feedback or formats, or contentHash is not a SHA-256 hex string',
  })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'This client has no file with this hash' })
  details(
    @Caller() caller: A11yCaller,
    @Param('contentHash') hash: string,
    @Query() query: DetailsQuery,
  ): Promise<ContentDetails> {
    return this.reads.details(caller, hash, detailFlags(query));
  }
}
