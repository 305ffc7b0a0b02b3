import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../common/http/error-response.js';
import { A11Y_CONTENT_ROUTE } from '../a11y-paths.js';
import { A11yAuthGuard } from '../clients/a11y-auth.guard.js';
import { ApiA11yClient } from '../clients/api-security.js';
import { A11yCaller, Caller } from '../clients/caller.js';
import { StatusRecordDoc } from '../content/api-docs.js';
import type { StatusRecord } from '@app/content-contract';
import { ContentRetryService } from './content-retry.service.js';

@ApiTags('Accessibility: content upload')
@ApiA11yClient()
@UseGuards(A11yAuthGuard)
@Controller(A11Y_CONTENT_ROUTE)
export class ContentRetryController {
  constructor(private readonly retries: ContentRetryService) {}

  @Post(':contentHash/retry')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Analyse a failed file again',
    description:
      'For a file whose analysis failed (`failed`, with `error`): its record goes back to pending, its error and ' +
      'attempts cleared, and its stored copy is queued for a new analysis, as when the same bytes are uploaded ' +
      'again. Of simultaneous retries one starts it, the others get 409. Needs content:upload (it starts work as ' +
      'an upload does), which a token without a policy has.',
  })
  @ApiAcceptedResponse({ type: StatusRecordDoc, description: 'Queued for analysis again (status pending)' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'contentHash is not a SHA-256 hex string' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'A token for another client, or without content:upload' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'This client has no file with this hash' })
  @ApiConflictResponse({
    type: ErrorResponse,
    description:
      'The file has not failed: it is pending, inprogress or success (the message says which); nothing is queued',
  })
  retry(@Caller() caller: A11yCaller, @Param('contentHash') hash: string): Promise<StatusRecord> {
    return this.retries.retry(caller, hash);
  }
}
