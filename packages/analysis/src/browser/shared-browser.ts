import { BrowserHost } from './browser-host.js';

let shared: BrowserHost | undefined;

/** The one browser of this process (an engine process, the CLI in process, a test file), made on first use. */
export function sharedBrowserHost(): BrowserHost {
  shared ??= new BrowserHost();
  return shared;
}

/** Stops the process's browser if it has one (before the process exits, or at the end of a test file). */
export async function closeSharedBrowser(): Promise<void> {
  const host = shared;
  shared = undefined;
  await host?.close();
}
