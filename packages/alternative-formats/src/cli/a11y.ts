#!/usr/bin/env node
/**
 * `pnpm a11y`: the engine's CLI (`check`, from @app/analysis), `convert`, which lives here
 * because it needs both the engine and the producers (the engine must not depend on this package),
 * and `fix` (a corrected copy, from @app/remediation).
 */
import { FIX_USAGE, runFix } from '@app/remediation';
import { CONVERT_USAGE, runConvert } from './convert-command.js';

const [command, ...rest] = process.argv.slice(2);
if (command === 'convert' || command === 'fix') {
  (command === 'fix' ? runFix(rest) : runConvert(rest)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
} else {
  // Anything else is the engine's: it runs `check`, or prints its usage (after ours) and exits 2.
  if (command !== 'check') process.stderr.write(`${CONVERT_USAGE}\n${FIX_USAGE}\n`);
  await import('@app/analysis/cli');
}
