export { EmbeddedPostgres, type EmbeddedPostgresOptions } from './embedded-postgres.js';
export type { EmbeddedPostgresEvent, EmbeddedPostgresStatus } from './supervisor.js';
export { EmbeddedPostgresError } from './errors.js';
