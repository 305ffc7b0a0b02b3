export { loadConfig, ConfigError } from './load-config.js';
export { VARIABLES, ROLES, LOG_LEVELS, type Config, type Role, type LogLevel, type Variable } from './variables.js';
