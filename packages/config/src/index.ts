export { loadConfig, ConfigError } from './load-config.js';
export {
  VARIABLES,
  ROLES,
  LOG_LEVELS,
  BLOB_STORES,
  type BlobStoreKind,
  type Config,
  type Role,
  type LogLevel,
  type Variable,
} from './variables.js';
