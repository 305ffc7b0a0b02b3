import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponse } from '../common/http/error-response.js';
import { LivenessService } from './liveness.service.js';
import { ReadinessService, type Readiness } from './readiness.service.js';

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

  @ApiProperty({
    enum: ['up', 'down'],
    example: 'up',
    description: "DATA_DIR's file system has at least DATA_DIR_MIN_FREE_MB free",
  })
  disk!: 'up' | 'down';
}

class DiskSpace {
  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 20480,
    description: "Free space on DATA_DIR's file system, in MB (null: it cannot be read)",
  })
  freeMb!: number | null;

  @ApiProperty({ type: 'integer', example: 256, description: 'DATA_DIR_MIN_FREE_MB, the floor' })
  minFreeMb!: number;
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

  @ApiProperty()
  disk!: DiskSpace;

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
  constructor(
    private readonly liveness: LivenessService,
    private readonly readiness: ReadinessService,
  ) {}

  @Get('health')
  @ApiOperation({
    summary: 'Liveness: the process can serve, or will again by itself',
    description:
      'For a liveness probe: a failure means restart the process. 200 while the process answers HTTP and ' +
      'everything it runs itself works or is being brought back: a dead embedded PostgreSQL is restarted at ' +
      'once, with backoff. 503 once that embedded PostgreSQL has been down for LIVENESS_DATABASE_DOWN_SECONDS ' +
      '(60) with every restart failing: only a restart of the service can help then. An external database ' +
      '(DATABASE_URL), the blob store or a full disk never fail liveness (restarting would not fix them): ' +
      '/ready reports them.',
    security: PUBLIC,
  })
  @ApiOkResponse({ type: Alive })
  @ApiServiceUnavailableResponse({
    type: ErrorResponse,
    description: 'The embedded PostgreSQL could not be restarted for too long; the message says since when and why',
  })
  health(): Alive {
    const problem = this.liveness.problem();
    if (problem) throw new ServiceUnavailableException(problem);
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({
    summary: 'Readiness: the database, the job queue and the blob store are reachable, and the disk has room',
    description:
      'For a readiness probe or a load balancer: a failure means send no traffic for now. 503 while any ' +
      'dependency is down (each checked within 2 s; requests that need it answer 503 with Retry-After meanwhile) ' +
      "or while DATA_DIR's file system has less than DATA_DIR_MIN_FREE_MB free (256; uploads and database " +
      'writes would fail with 507). It comes back by itself once they are back.',
    security: PUBLIC,
  })
  @ApiOkResponse({ type: Ready })
  @ApiServiceUnavailableResponse({
    type: ErrorResponse,
    description:
      'The message names what is down: `Not ready: database and queue unreachable`, ' +
      '`Not ready: low disk space in DATA_DIR (40 MB free, below DATA_DIR_MIN_FREE_MB 256)`',
  })
  async ready(): Promise<Ready> {
    const readiness = await this.readiness.check();
    const { ready, checks, disk, blobStore, converters } = readiness;
    if (!ready) throw new ServiceUnavailableException(`Not ready: ${problems(readiness).join('; ')}`);
    return { status: 'ready', checks, disk, blobStore, converters };
  }
}

function problems({ checks, disk }: Readiness): string[] {
  const found: string[] = [];
  const unreachable = (['database', 'queue', 'blobs'] as const).filter((name) => checks[name] === 'down');
  if (unreachable.length > 0) found.push(`${unreachable.join(' and ')} unreachable`);
  if (checks.disk === 'down') {
    found.push(
      disk.freeMb === null
        ? 'the free space in DATA_DIR cannot be read'
        : `low disk space in DATA_DIR (${disk.freeMb} MB free, below DATA_DIR_MIN_FREE_MB ${disk.minFreeMb})`,
    );
  }
  return found;
}
