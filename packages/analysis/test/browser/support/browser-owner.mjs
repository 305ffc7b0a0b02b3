// A stand-in engine process: starts the process's browser, prints its pid, then waits to be killed.
import { sharedBrowserHost } from '../../../dist/browser/shared-browser.js';

const host = sharedBrowserHost();
await host.withPage(async (page) => page.setContent('<p>warm</p>'));
process.stdout.write(`${await host.pid()}\n`);
setInterval(() => {}, 1000);
