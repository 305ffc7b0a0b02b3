/**
 * What a failed database call says about the database rather than about the request, whichever
 * layer threw it: Prisma (its codes, and the driver adapter's error in `meta`), `pg` and its pool
 * (SQLSTATE codes, socket errors, bare "Connection terminated" errors), or Node's sockets.
 *
 * - `unavailable`: the server cannot be reached or is going away (refused, reset, closed, timed
 *   out, shutting down, starting up, crash recovery, no connection slot): worth retrying shortly.
 * - `disk-full`: the server could not write for lack of space (SQLSTATE 53100, "could not extend
 *   file ...: No space left on device"): nothing was saved; retrying helps once space is freed.
 *
 * A local file's ENOSPC (Node: "ENOSPC: no space left on device") is not the database's: callers
 * that write files check for it themselves.
 */
export type DatabaseFailure = 'unavailable' | 'disk-full';

/** Prisma's codes for a server it cannot reach, a closed connection, a timeout, an exhausted pool. */
const PRISMA_UNAVAILABLE = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** The driver adapter's kinds for the same. */
const ADAPTER_UNAVAILABLE = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);
/**
 * SQLSTATE: admin shutdown (57P01), crash shutdown (57P02), cannot connect now (57P03: starting
 * up, shutting down, recovering), too many connections (53300); class 08 is connection exceptions.
 */
const SQLSTATE_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '53300']);
const SOCKET_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const MESSAGE_UNAVAILABLE =
  /Connection terminated|timeout exceeded when trying to connect|Can't reach database server|Server has closed the connection|Client has encountered a connection error|not queryable|the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)|terminating connection due to (administrator command|crash of another server process)/i;

const SQLSTATE_DISK_FULL = '53100';
// Case matters: PostgreSQL's strerror text is capitalised, Node's errno message is not.
const MESSAGE_DISK_FULL = /could not extend file|No space left on device|Disk quota exceeded/;

export function databaseFailure(error: unknown): DatabaseFailure | undefined {
  const found = new Set<DatabaseFailure>();
  for (const part of errorParts(error)) {
    const kind = failureOf(part);
    if (kind) found.add(kind);
  }
  // A full disk can also end connections (the server's crash recovery): the disk is the news.
  if (found.has('disk-full')) return 'disk-full';
  return found.has('unavailable') ? 'unavailable' : undefined;
}

function failureOf(part: Record<string, unknown>): DatabaseFailure | undefined {
  const code = typeof part.code === 'string' ? part.code : undefined;
  const original = typeof part.originalCode === 'string' ? part.originalCode : undefined;
  const message = typeof part.message === 'string' ? part.message : '';
  if (code === SQLSTATE_DISK_FULL || original === SQLSTATE_DISK_FULL || MESSAGE_DISK_FULL.test(message)) {
    return 'disk-full';
  }
  if (code && (PRISMA_UNAVAILABLE.has(code) || SQLSTATE_UNAVAILABLE.has(code) || SOCKET_UNAVAILABLE.has(code))) {
    return 'unavailable';
  }
  if (original && (SQLSTATE_UNAVAILABLE.has(original) || original.startsWith('08'))) return 'unavailable';
  if (code && /^08[0-9A-Z]{3}$/.test(code)) return 'unavailable';
  if (typeof part.kind === 'string' && ADAPTER_UNAVAILABLE.has(part.kind)) return 'unavailable';
  if (MESSAGE_UNAVAILABLE.test(message)) return 'unavailable';
  return undefined;
}

/**
 * The error and what it wraps: `cause` chains, AggregateError's `errors`, and the driver
 * adapter's error Prisma keeps in `meta.driverAdapterError.cause`. Bounded: causes can loop.
 */
function errorParts(error: unknown): Record<string, unknown>[] {
  const parts: Record<string, unknown>[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0 && parts.length < 16) {
    const next = queue.shift();
    if (typeof next !== 'object' || next === null || parts.includes(next as Record<string, unknown>)) continue;
    const part = next as Record<string, unknown>;
    parts.push(part);
    queue.push(part.cause);
    if (Array.isArray(part.errors)) queue.push(...(part.errors as unknown[]));
    const adapterError = (part.meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError;
    if (adapterError) queue.push(adapterError);
  }
  return parts;
}
