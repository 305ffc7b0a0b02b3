// Jest setup (setupFilesAfterEnv): a test file that analysed in its own process stops the browser
// and LibreOffice processes the engine started there (as the analysis package's tests do).
import { afterAll } from '@jest/globals';
import { closeProcessConverters } from '@app/analysis';

afterAll(() => closeProcessConverters());
