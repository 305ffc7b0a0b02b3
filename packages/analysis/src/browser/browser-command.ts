import { existsSync } from 'node:fs';
import { bubblewrapBrowserArgs } from '../containment/bubblewrap.js';

/** How the browser is started: contained by bubblewrap, or, where that cannot run, bound to this process's life. */
export type BrowserContainment = { kind: 'bubblewrap'; bwrap: string } | { kind: 'none'; profileDir: string };

const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((file) => existsSync(file));

/**
 * Chromium's switches: headless, nothing started or fetched on its own (no updates, sync, field
 * trials, safe browsing, DNS prefetching), and a proxy that does not exist for anything that would
 * reach the network without going through the request interception (a preconnect hint, a socket):
 * `<-loopback>` takes away the proxy's implicit exception for loopback addresses. Every request a
 * page makes is answered by the engine (request-gate.ts) before it would reach that proxy.
 * `--no-sandbox` is added only as root, where Chromium's own sandbox refuses to start. For memory:
 * the compositor runs in the browser process (`--in-process-gpu`: no GPU process of its own) and
 * Chromium keeps no spare renderer of its own (SpareRendererForSitePerProcess), since the host
 * readies the next document's page itself (browser-host.ts); 425 MB at the peak of the HTML corpus
 * before, 373 MB after.
 */
export function chromiumSwitches(profileDir: string): string[] {
  const asRoot = process.getuid?.() === 0;
  return [
    '--headless',
    ...(asRoot ? ['--no-sandbox'] : []),
    '--remote-debugging-pipe',
    `--user-data-dir=${profileDir}`,
    '--disable-gpu',
    '--in-process-gpu',
    '--disable-software-rasterizer',
    '--disk-cache-size=1',
    '--disable-dev-shm-usage',
    '--no-first-run',
    '--no-default-browser-check',
    '--no-pings',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-domain-reliability',
    '--disable-sync',
    '--disable-extensions',
    '--disable-default-apps',
    '--disable-breakpad',
    '--disable-crash-reporter',
    '--disable-client-side-phishing-detection',
    '--metrics-recording-only',
    '--disable-features=Translate,MediaRouter,OptimizationHints,InterestFeedContentSuggestions,AutofillServerCommunication,DialMediaRouteProvider,NetworkPrediction,PreloadMediaEngagementData,SpareRendererForSitePerProcess',
    '--dns-prefetch-disable',
    '--proxy-server=http://127.0.0.1:9',
    '--proxy-bypass-list=<-loopback>',
    '--mute-audio',
    '--hide-scrollbars',
    '--font-render-hinting=none',
    '--force-color-profile=srgb',
    '--force-device-scale-factor=1',
  ];
}

/**
 * The executable and arguments that start `chromium`: inside bubblewrap (no network namespace
 * member but its own loopback, a read-only system, an empty /tmp holding its profile, killed with
 * this process), or directly under util-linux's `setpriv --pdeathsig KILL`, so that the kernel kills
 * it when the engine process dies, however it dies.
 */
export function browserCommand(chromium: string, containment: BrowserContainment): { file: string; args: string[] } {
  if (containment.kind === 'bubblewrap') {
    return bubblewrapBrowserArgs(containment.bwrap, chromium, chromiumSwitches('/tmp/profile'));
  }
  const switches = chromiumSwitches(containment.profileDir);
  return SETPRIV
    ? { file: SETPRIV, args: ['--pdeathsig', 'KILL', '--', chromium, ...switches] }
    : { file: chromium, args: switches };
}
