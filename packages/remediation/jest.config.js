import { jestConfig } from '../../jest.config.base.js';

export default jestConfig({ setupFilesAfterEnv: ['<rootDir>/test/support/close-process-converters.ts'] });
