import { Inject, Injectable } from '@nestjs/common';
import type { Config } from '@app/config';
import type { Database } from '@app/database';
import { CONFIG, DATABASE } from '../platform/tokens.js';

/**
 * Live = this process can serve, or will again without help. Its one failure it cannot get out of
 * by itself is its own embedded PostgreSQL staying down: it is restarted as soon as it dies, with
 * backoff, and if that has not worked for LIVENESS_DATABASE_DOWN_SECONDS (the port taken, the
 * binaries gone...), a restart of the service is what is left. An external database (DATABASE_URL),
 * the blob store or a full disk down is not a liveness failure: restarting this process would not
 * bring them back (readiness reports them).
 */
@Injectable()
export class LivenessService {
  constructor(
    @Inject(DATABASE) private readonly database: Database,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** Why the process cannot recover by itself, or undefined while it is live. */
  problem(now = Date.now()): string | undefined {
    const status = this.database.embeddedStatus();
    if (!status?.downSince) return undefined;
    const downSeconds = Math.floor((now - status.downSince.getTime()) / 1000);
    if (downSeconds < this.config.livenessDatabaseDownSeconds) return undefined;
    const why = status.lastError ? `: ${status.lastError.split('\n')[0]}` : '';
    return `Not live: the embedded PostgreSQL has been down for ${downSeconds} s and could not be restarted${why}`;
  }
}
