export { createTestDatabase, query, testServerUrl, type TestDatabase } from './test-database.js';
export { until } from './until.js';
