import { Body, Controller, Header, HttpCode, Post, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBasicAuth,
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { ErrorResponse } from '../../common/http/error-response.js';
import { LEARN } from '../learn-paths.js';
import { OAuth2Service, type ClientCredentials } from './oauth2.service.js';
import { TokenBody } from './token-body.js';
import { TokenView } from './token-view.js';

@ApiTags('Learn: OAuth2')
@Controller(`${LEARN}/v1/oauth2`)
export class OAuth2Controller {
  constructor(private readonly oauth2: OAuth2Service) {}

  @Post('token')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Get an access token (client credentials)',
    description:
      '`grant_type=client_credentials` in the query string (as Learn documents it) or the form body (as OAuth2 does; ' +
      'both may carry it, with the same value), HTTP Basic `key:secret`. Each call issues a new token; earlier ones ' +
      'stay valid until they expire.',
  })
  @ApiBasicAuth()
  @ApiQuery({ name: 'grant_type', required: false, enum: ['client_credentials'] })
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({ type: TokenBody })
  @ApiOkResponse({ type: TokenView })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: '`unsupported_grant_type`, or `invalid_request` (no grant_type, or two different ones)',
  })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: '`invalid_client`: unknown key or wrong secret' })
  token(
    @Req() req: Request,
    // As sent (TokenBody documents it): grant_type may be in the query string instead.
    @Body() body: Record<string, unknown> | undefined,
    @Query('grant_type') queryGrantType: unknown,
  ): Promise<TokenView> {
    const credentials = basicCredentials(req.header('authorization'));
    return this.oauth2.token(credentials, { inQuery: queryGrantType, inBody: body?.grant_type }, req.ip);
  }
}

/** The key and secret of an HTTP Basic `Authorization` header, or null when there are none. */
function basicCredentials(header: string | undefined): ClientCredentials | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { key: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}
