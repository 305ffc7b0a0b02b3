import { ApiProperty } from '@nestjs/swagger';
import { LEARN_VERSION } from './learn-version.js';

export class LearnVersionView {
  @ApiProperty({ example: LEARN_VERSION.major, description: 'Major version (Learn SaaS: 3900)' })
  major!: number;

  @ApiProperty({ example: LEARN_VERSION.minor, description: 'Minor version: the release whose REST surface is served' })
  minor!: number;

  @ApiProperty({ example: LEARN_VERSION.patch })
  patch!: number;

  @ApiProperty({ example: LEARN_VERSION.build, description: 'What build answers' })
  build!: string;
}

/** Learn's `GET /v1/system/version` answer. */
export class VersionView {
  @ApiProperty({ type: LearnVersionView })
  learn!: LearnVersionView;
}
