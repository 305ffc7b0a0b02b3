/**
 * The service's process: the configuration is checked before anything else is loaded, so a bad
 * one ends at once with its list of problems (no native library — sharp, Skia, pdf.js — has
 * started threads that an early exit would race); then the roles run (runtime/run-service.ts).
 */
import { loadConfig, type Config } from '@app/config';
import { failStartup } from './runtime/startup-failure.js';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  failStartup(error);
}
const { runService } = await import('./runtime/run-service.js');
await runService(config);
