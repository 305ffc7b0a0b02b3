import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { EmbeddedPostgresError } from './errors.js';

const run = promisify(execFile);

export interface RunAs {
  uid: number;
  gid: number;
}

const POSTGRES_USER = 'postgres';

/**
 * PostgreSQL refuses to run as root. When we are root (CI, containers) the server runs as the
 * system user `postgres`, created if missing; otherwise it runs as us.
 */
export async function postgresRunAs(): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const existing = await lookupUser(POSTGRES_USER);
  if (existing) return existing;
  try {
    await run('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      POSTGRES_USER,
    ]);
  } catch (error) {
    throw new EmbeddedPostgresError(
      `Running as root, the embedded PostgreSQL needs a system user "${POSTGRES_USER}" and creating it failed: ${(error as Error).message.split('\n')[0]}`,
      { cause: error },
    );
  }
  const created = await lookupUser(POSTGRES_USER);
  if (!created) throw new EmbeddedPostgresError(`Created the system user "${POSTGRES_USER}" but cannot find it`);
  return created;
}

async function lookupUser(name: string): Promise<RunAs | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

/** Fails clearly when the `postgres` user cannot reach the binaries or the data directory. */
export async function assertReachableBy(runAs: RunAs | undefined, paths: { executable: string; writableDir: string }) {
  if (!runAs) return;
  const ok = await new Promise<boolean>((resolve) => {
    const child = spawn('sh', ['-c', 'test -x "$1" && test -w "$2"', 'sh', paths.executable, paths.writableDir], {
      uid: runAs.uid,
      gid: runAs.gid,
      stdio: 'ignore',
    });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
  if (!ok) {
    throw new EmbeddedPostgresError(
      `Running as root, the embedded PostgreSQL runs as the system user "${POSTGRES_USER}", which cannot reach ${paths.writableDir} or ${paths.executable}; move the project and DATA_DIR to a directory that user can enter, run as a normal user, or set DATABASE_URL`,
    );
  }
}
