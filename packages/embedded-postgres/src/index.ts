export { EmbeddedPostgres, type EmbeddedPostgresOptions } from './embedded-postgres.js';
export { EmbeddedPostgresError } from './errors.js';
