export { createTestDatabase, query, testServerUrl, type TestDatabase } from './test-database.js';
export { until } from './until.js';
export { startS3Server, type TestS3Server } from './s3-server.js';
export { childrenOf } from './child-processes.js';
