export { createTestDatabase, testServerUrl, type TestDatabase } from './test-database.js';
