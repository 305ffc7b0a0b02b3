// Jest setup (setupFilesAfterEnv): every test file that analysed in its own process stops the
// browser and LibreOffice processes it started, so test files run in one process (in band) do not
// pile up converters, and nothing is left to keep Jest from exiting.
import { afterAll } from '@jest/globals';
import { closeProcessConverters } from '../../src/engine/process-converters.js';

afterAll(() => closeProcessConverters());
