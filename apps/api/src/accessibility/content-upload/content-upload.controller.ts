import { Controller, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ErrorResponse } from '../../common/http/error-response.js';
import { A11Y_CONTENT_ROUTE, contentPath } from '../a11y-paths.js';
import { A11yAuthGuard } from '../clients/a11y-auth.guard.js';
import { A11yCaller, Caller } from '../clients/caller.js';
import { StatusRecordDoc } from '../content/api-docs.js';
import { ApiA11yClient } from '../clients/api-security.js';
import { ContentUploadService } from './content-upload.service.js';

@ApiTags('Accessibility: content upload')
@ApiA11yClient()
@ApiForbiddenResponse({ type: ErrorResponse, description: 'A token for another client, or without content:upload' })
@UseGuards(A11yAuthGuard)
@Controller(A11Y_CONTENT_ROUTE)
export class ContentUploadController {
  constructor(private readonly uploads: ContentUploadService) {}

  @Post()
  @ApiOperation({
    summary: 'Upload a file to analyse',
    description:
      'Multipart form with one field `file`, with an accurate Content-Length. The type is detected from the bytes: ' +
      'PDF, word processor files, presentations, spreadsheets (Office, OpenDocument, legacy Office, RTF), HTML and ' +
      'images. The content hash is the SHA-256 of the bytes; a file this client uploaded before is not analysed ' +
      'again, unless its analysis failed: uploading it again then starts a new one (as POST .../{contentHash}/retry ' +
      'does).',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
  })
  @ApiAcceptedResponse({
    type: StatusRecordDoc,
    description:
      'A new file, or one this client uploaded before whose analysis failed: queued for analysis (status pending; ' +
      'a failed one with its error and attempts cleared)',
  })
  @ApiResponse({
    status: 303,
    type: StatusRecordDoc,
    description:
      'This client uploaded the file before and it is pending, inprogress or success (or a simultaneous upload or ' +
      'retry of the failed file queued it first): nothing new is queued; the body is its record',
    headers: {
      Location: {
        description: 'The feedback path, /api/v2/clients/{clientId}/content/{hash}',
        schema: { type: 'string' },
      },
    },
  })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description:
      'Not multipart, no `file` field, two files, another field, an empty file, a file name that is not text ' +
      '(a NUL or a lone surrogate), or a body cut short',
  })
  @ApiResponse({ status: 411, type: ErrorResponse, description: 'No Content-Length' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponse, description: 'The file is over A11Y_UPLOAD_MAX_BYTES (50 MB)' })
  @ApiUnsupportedMediaTypeResponse({
    type: ErrorResponse,
    description: 'Archives, compressed files and any other unsupported type; the message lists what is supported',
  })
  async upload(@Caller() caller: A11yCaller, @Req() req: Request, @Res() res: Response): Promise<void> {
    const { queued, record } = await this.uploads.upload(caller, req);
    if (queued) res.status(202).json(record);
    else res.status(303).location(contentPath(caller.clientId, record.hash)).json(record);
  }
}
