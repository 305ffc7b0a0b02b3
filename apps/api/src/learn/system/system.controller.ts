import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponse } from '../../common/http/error-response.js';
import { LEARN } from '../learn-paths.js';
import { LEARN_VERSION, versionText } from './learn-version.js';
import { VersionView } from './version-view.js';

@ApiTags('Learn: System')
@ApiBearerAuth()
@Controller(`${LEARN}/v1/system`)
export class SystemController {
  @Get('version')
  @ApiOperation({
    summary: 'Get the Learn version this service answers as',
    description:
      `${versionText(LEARN_VERSION)}: every operation served here is in Learn by then (the newest, 3900.80), and ` +
      'the version also sorts after each of their **Since** when compared as text, as some clients compare it. ' +
      'Any valid token may ask.',
  })
  @ApiOkResponse({ type: VersionView })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Missing, malformed or expired bearer token' })
  version(): VersionView {
    return { learn: { ...LEARN_VERSION } };
  }
}
