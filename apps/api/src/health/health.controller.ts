import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponse } from '../common/http/error-response.js';
import { ReadinessService } from './readiness.service.js';

class Alive {
  @ApiProperty({ example: 'ok' })
  status!: 'ok';
}

class ReadinessChecks {
  @ApiProperty({ enum: ['up', 'down'], example: 'up' })
  database!: 'up' | 'down';

  @ApiProperty({ enum: ['up', 'down'], example: 'up' })
  queue!: 'up' | 'down';

  @ApiProperty({
    enum: ['up', 'down'],
    example: 'up',
    description: 'The blob store (local disk or S3 bucket) can be used',
  })
  blobs!: 'up' | 'down';
}

class Converter {
  @ApiProperty({ example: 'libreoffice', description: 'libreoffice (Office previews) or chromium (HTML files)' })
  name!: string;

  @ApiProperty({ example: true })
  available!: boolean;

  @ApiProperty({ required: false, example: 'LibreOffice is not installed', description: 'Why it is not available' })
  reason?: string;
}

class Ready {
  @ApiProperty({ example: 'ready' })
  status!: 'ready';

  @ApiProperty()
  checks!: ReadinessChecks;

  @ApiProperty({ enum: ['local', 's3'], example: 'local', description: 'Where uploaded files are kept (BLOB_STORE)' })
  blobStore!: 'local' | 's3';

  @ApiProperty({
    type: [Converter],
    description: 'The converters this process found (reported, not required: the workers convert)',
  })
  converters!: Converter[];
}

/** For probes and load balancers: no credentials (an empty security requirement list says so). */
const PUBLIC: [] = [];

@ApiTags('Health')
@Controller()
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  @Get('health')
  @ApiOperation({ summary: 'Liveness: the process answers HTTP', security: PUBLIC })
  @ApiOkResponse({ type: Alive })
  health(): Alive {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({
    summary: 'Readiness: the database, the job queue and the blob store are reachable',
    security: PUBLIC,
  })
  @ApiOkResponse({ type: Ready })
  @ApiServiceUnavailableResponse({ type: ErrorResponse, description: 'The message names what is down' })
  async ready(): Promise<Ready> {
    const { ready, checks, blobStore, converters } = await this.readiness.check();
    if (!ready) {
      const down = Object.entries(checks)
        .filter(([, state]) => state === 'down')
        .map(([name]) => name);
      throw new ServiceUnavailableException(`Not ready: ${down.join(' and ')} unreachable`);
    }
    return { status: 'ready', checks, blobStore, converters };
  }
}
