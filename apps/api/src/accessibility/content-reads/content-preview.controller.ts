import { createReadStream } from 'node:fs';
import { Controller, Get, Param, StreamableFile, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../common/http/error-response.js';
import { A11Y_CONTENT_ROUTE } from '../a11y-paths.js';
import { A11yAuthGuard } from '../clients/a11y-auth.guard.js';
import { ApiA11yClient } from '../clients/api-security.js';
import { A11yCaller, Caller } from '../clients/caller.js';
import { ContentPreviewService } from './content-preview.service.js';

@ApiTags('Accessibility: content reads')
@ApiA11yClient()
@ApiForbiddenResponse({
  type: ErrorResponse,
  description: 'A token for another client, or one whose policy does not grant content:getDetails on the file',
})
@UseGuards(A11yAuthGuard)
@Controller(A11Y_CONTENT_ROUTE)
export class ContentPreviewController {
  constructor(private readonly previews: ContentPreviewService) {}

  @Get(':contentHash/preview')
  @ApiOperation({
    summary: 'The PDF the snippets point at: a PDF itself, the preview of an Office or HTML file',
    description:
      'For a PDF, the file itself. For others, the tagged PDF made from a Word, PowerPoint, Excel, OpenDocument or RTF file (by LibreOffice), or ' +
      "from an HTML file (Chromium's print of the page as laid out on a 1280 px wide screen), when it was " +
      'analysed: the pages snippets point at (`page` is zero-based, boxes in PDF points from the top left), ' +
      'and the pages `metadata.pageCount` counts. Needs content:getDetails. Served once the analysis ' +
      'succeeded; images have none (their snippets are in image pixels).',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    description: 'The PDF, streamed, with Content-Length',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'contentHash is not a SHA-256 hex string' })
  @ApiNotFoundResponse({
    type: ErrorResponse,
    description:
      'This client has no file with this hash, or the file has no preview: an image, ' +
      'a file not analysed successfully, or an Office file analysed without LibreOffice (an HTML file without Chromium)',
  })
  async preview(@Caller() caller: A11yCaller, @Param('contentHash') hash: string): Promise<StreamableFile> {
    const blob = await this.previews.preview(caller, hash);
    const stream = createReadStream(blob.path);
    stream.on('close', () => void blob.release());
    return new StreamableFile(stream, {
      type: 'application/pdf',
      length: blob.size,
      disposition: `inline; filename="${hash}.pdf"`,
    });
  }
}
