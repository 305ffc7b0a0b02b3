import { Body, Controller, Get, Param, Patch, Res, StreamableFile, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { FORMAT_NAMES, FORMATS } from '@app/alternative-formats';
import type { Response } from 'express';
import { createReadStream } from 'node:fs';
import { ErrorResponse } from '../../common/http/error-response.js';
import { A11Y_CONTENT_ROUTE } from '../a11y-paths.js';
import { A11yAuthGuard } from '../clients/a11y-auth.guard.js';
import { ApiA11yClient } from '../clients/api-security.js';
import { A11yCaller, Caller } from '../clients/caller.js';
import { FORMATS_TABLE, FormatsDoc, FormatStatusDoc, FormatSwitchesDoc } from './api-docs.js';
import { ContentFormatsService, type FormatStatusRecord } from './content-formats.service.js';
import type { Formats } from './formats-view.js';

/** Seconds a client is asked to wait before asking again for a format being made. */
const RETRY_AFTER_SECONDS = 5;

@ApiTags('Accessibility: alternative formats')
@ApiA11yClient()
@UseGuards(A11yAuthGuard)
@Controller(A11Y_CONTENT_ROUTE)
export class ContentFormatsController {
  constructor(private readonly formats: ContentFormatsService) {}

  @Get(':contentHash/formats/:format')
  @ApiOperation({
    summary: 'An alternative format of a file',
    description:
      'The file in this format (200) once it has been made; otherwise its making is started (once: concurrent ' +
      'requests share one job) and the answer is 202 with a status record and Retry-After. Made locally from the ' +
      'analysed file, kept in the blob store. Needs content:getDetails:withFormats (or content:getFormat). ' +
      FORMATS_TABLE,
  })
  @ApiParam({ name: 'format', enum: FORMAT_NAMES, description: 'A format name (any case)' })
  @ApiOkResponse({
    description: 'The file, streamed with Content-Length and a download name (Content-Disposition: attachment)',
    content: Object.fromEntries(
      FORMATS.map((format) => [format.contentType, { schema: { type: 'string', format: 'binary' } }]),
    ),
  })
  @ApiAcceptedResponse({
    type: FormatStatusDoc,
    description: 'Being made (pending, inprogress: ask again after Retry-After seconds), or failed with the reason',
    headers: { 'Retry-After': { description: 'Seconds to wait (not sent when failed)', schema: { type: 'integer' } } },
  })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'contentHash is not a SHA-256 hex string' })
  @ApiForbiddenResponse({
    type: ErrorResponse,
    description:
      'A token for another client, or one granting neither content:getDetails:withFormats nor content:getFormat',
  })
  @ApiNotFoundResponse({
    type: ErrorResponse,
    description:
      'No such file for this client, an unknown format (named, with the formats there are), or one not available ' +
      "for this file (named, with why: its kind of file, its language, or the file's formats switched off)",
  })
  @ApiConflictResponse({
    type: ErrorResponse,
    description: 'The file has not been analysed successfully (pending, inprogress or failed): nothing to make it from',
  })
  async download(
    @Caller() caller: A11yCaller,
    @Param('contentHash') hash: string,
    @Param('format') format: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile | FormatStatusRecord> {
    const outcome = await this.formats.download(caller, hash, format);
    if (outcome.kind === 'status') {
      res.status(202);
      if (outcome.record.status !== 'failed') res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      return outcome.record;
    }
    const { blob, contentType, fileName } = outcome;
    const stream = createReadStream(blob.path);
    stream.on('close', () => void blob.release());
    return new StreamableFile(stream, {
      type: contentType,
      length: blob.size,
      disposition: `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    });
  }

  @Patch(':contentHash/formats')
  @ApiOperation({
    summary: "Switch a file's alternative formats on or off",
    description:
      '`available`: whether the formats are offered at all (false: every format answers 404); `visibility`: whether ' +
      'they are shown to students (a hint for the client). Either or both. Needs content:formats:toggle, which a ' +
      'token without a policy does not have.',
  })
  @ApiBody({ type: FormatSwitchesDoc })
  @ApiOkResponse({ type: FormatsDoc, description: 'The formats object as the details show it now' })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'Not an object, another field, a value that is not a boolean, no field, or a malformed contentHash',
  })
  @ApiForbiddenResponse({
    type: ErrorResponse,
    description: 'A token for another client, or without content:formats:toggle',
  })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'This client has no file with this hash' })
  toggle(@Caller() caller: A11yCaller, @Param('contentHash') hash: string, @Body() body: unknown): Promise<Formats> {
    return this.formats.toggle(caller, hash, body);
  }
}
