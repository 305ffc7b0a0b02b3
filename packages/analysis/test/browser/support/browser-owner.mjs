// A stand-in engine process: starts the process's browser and prints its pid; then, with `stay`,
// waits to be killed, otherwise just returns (a process that forgot to close its browser).
import { sharedBrowserHost } from '../../../dist/browser/shared-browser.js';

const host = sharedBrowserHost();
await host.withPage(async (page) => page.setContent('<p>warm</p>'));
process.stdout.write(`${await host.pid()}\n`);
if (process.argv[2] === 'stay') setInterval(() => {}, 1000);
