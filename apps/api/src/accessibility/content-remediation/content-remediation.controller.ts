import { Controller, Get, Param, Res, StreamableFile, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { createReadStream } from 'node:fs';
import { ErrorResponse } from '../../common/http/error-response.js';
import { A11Y_CONTENT_ROUTE } from '../a11y-paths.js';
import { A11yAuthGuard } from '../clients/a11y-auth.guard.js';
import { ApiA11yClient } from '../clients/api-security.js';
import { A11yCaller, Caller } from '../clients/caller.js';
import { REMEDIATION_CONFLICT, RemediationDoc, RemediationStatusDoc } from './api-docs.js';
import {
  ContentRemediationService,
  type RemediationMade,
  type RemediationStatus,
} from './content-remediation.service.js';

/** Seconds a client is asked to wait before asking again for a copy being made. */
const RETRY_AFTER_SECONDS = 5;

const BAD_HASH = 'contentHash is not a SHA-256 hex string';
const FORBIDDEN = 'A token for another client, or one without content:getRemediation';
const UNKNOWN = 'No such file for this client';

@ApiTags('Accessibility: remediation')
@ApiA11yClient()
@UseGuards(A11yAuthGuard)
@Controller(A11Y_CONTENT_ROUTE)
export class ContentRemediationController {
  constructor(private readonly remediations: ContentRemediationService) {}

  @Get(':contentHash/remediation')
  @ApiOperation({
    summary: 'The corrected copy of a file: its changes and scores',
    description:
      'Once made (200): every change made to a copy of the file (title, language, heading levels, table header ' +
      'rows, text colours, text alternatives from captions; see docs/remediation.md), what is left for a person, ' +
      'and the score before and after (the copy analysed again by the same engine). Otherwise its making is started ' +
      '(once: concurrent requests share one job) and the answer is 202 with Retry-After. Needs content:getRemediation.',
  })
  @ApiOkResponse({ type: RemediationDoc })
  @ApiAcceptedResponse({
    type: RemediationStatusDoc,
    description: 'Being made: ask again after Retry-After seconds',
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
  })
  @ApiBadRequestResponse({ type: ErrorResponse, description: BAD_HASH })
  @ApiForbiddenResponse({ type: ErrorResponse, description: FORBIDDEN })
  @ApiNotFoundResponse({ type: ErrorResponse, description: UNKNOWN })
  @ApiConflictResponse({ type: ErrorResponse, description: REMEDIATION_CONFLICT })
  async remediation(
    @Caller() caller: A11yCaller,
    @Param('contentHash') hash: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RemediationMade | RemediationStatus> {
    const outcome = await this.remediations.remediation(caller, hash);
    if (outcome.kind === 'status') {
      res.status(202);
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    }
    return outcome.body;
  }

  @Get(':contentHash/remediation/file')
  @ApiOperation({
    summary: 'The corrected file',
    description:
      'The copy made by GET …/remediation: the same type and extension, downloaded as `<name>-fixed.<ext>`. ' +
      'Needs content:getRemediation.',
  })
  @ApiOkResponse({
    description:
      'The file, streamed with Content-Length and Content-Disposition: attachment; filename="<name>-fixed.<ext>"',
    content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiBadRequestResponse({ type: ErrorResponse, description: BAD_HASH })
  @ApiForbiddenResponse({ type: ErrorResponse, description: FORBIDDEN })
  @ApiNotFoundResponse({ type: ErrorResponse, description: UNKNOWN })
  @ApiConflictResponse({
    type: ErrorResponse,
    description: `Not made yet (GET …/remediation makes it). ${REMEDIATION_CONFLICT}`,
  })
  async file(@Caller() caller: A11yCaller, @Param('contentHash') hash: string): Promise<StreamableFile> {
    const { blob, contentType, fileName } = await this.remediations.download(caller, hash);
    const stream = createReadStream(blob.path);
    stream.on('close', () => void blob.release());
    return new StreamableFile(stream, {
      type: contentType,
      length: blob.size,
      disposition: `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    });
  }
}
