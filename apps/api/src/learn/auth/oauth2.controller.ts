import { Body, Controller, Header, HttpCode, Post, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBasicAuth,
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { ErrorResponse } from '../../common/http/error-response.js';
import { LEARN } from '../learn-paths.js';
import { AccessTokens } from './access-tokens.js';
import { LearnApplications } from './learn-applications.js';
import { OAuthError } from './oauth-error.js';

class TokenResponse {
  @ApiProperty({ example: 'dC1hYmMxMjM...' })
  access_token!: string;

  @ApiProperty({ example: 'bearer' })
  token_type!: 'bearer';

  @ApiProperty({ example: 3600, description: 'Seconds until the token expires' })
  expires_in!: number;
}

class TokenRequest {
  @ApiPropertyOptional({
    example: 'client_credentials',
    enum: ['client_credentials'],
    description: 'Here or in the query string',
  })
  grant_type?: string;
}

@ApiTags('Learn: OAuth2')
@Controller(`${LEARN}/v1/oauth2`)
export class OAuth2Controller {
  constructor(
    private readonly applications: LearnApplications,
    private readonly tokens: AccessTokens,
  ) {}

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
  @ApiBody({ type: TokenRequest })
  @ApiOkResponse({ type: TokenResponse })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: '`unsupported_grant_type`, or `invalid_request` (no grant_type, or two different ones)',
  })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: '`invalid_client`: unknown key or wrong secret' })
  async token(
    @Req() req: Request,
    @Body() body: Record<string, unknown> | undefined,
    @Query('grant_type') queryGrantType: unknown,
  ): Promise<TokenResponse> {
    const credentials = basicCredentials(req.header('authorization'));
    if (!credentials)
      throw new OAuthError(401, 'invalid_client', 'HTTP Basic authentication with key:secret is required');
    const grantType = grantTypeOf(queryGrantType, body?.grant_type);
    if (grantType !== 'client_credentials') {
      throw new OAuthError(400, 'unsupported_grant_type', 'only grant_type=client_credentials is supported');
    }
    const application = await this.applications.authenticate(credentials.key, credentials.secret);
    if (!application) throw new OAuthError(401, 'invalid_client', 'unknown application key or wrong secret');
    const { token, expiresIn } = await this.tokens.issue(application.id);
    return { access_token: token, token_type: 'bearer', expires_in: expiresIn };
  }
}

/**
 * Learn's swagger has grant_type in the query string, and Learn clients send it there; OAuth2 (RFC
 * 6749) puts it in the form body. Either is taken, both if they agree.
 */
function grantTypeOf(inQuery: unknown, inBody: unknown): unknown {
  const given = [inQuery, inBody].filter((value) => value !== undefined);
  if (given.length === 0) throw new OAuthError(400, 'invalid_request', 'grant_type is required');
  if (given.length === 2 && given[0] !== given[1]) {
    throw new OAuthError(400, 'invalid_request', 'grant_type differs between the query string and the body');
  }
  return given[0];
}

function basicCredentials(header: string | undefined): { key: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { key: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}
