import { findExecutable, isExecutableFile } from '../containment/executable.js';

/** The binary behind Debian's `/usr/bin/chromium` wrapper script. */
const DEBIAN_CHROMIUM = '/usr/lib/chromium/chromium';

/**
 * Where Chromium is: CHROMIUM_PATH if set, else Debian's binary itself (the `/usr/bin/chromium`
 * wrapper only adds a shell per launch and flags from /etc/chromium.d that a headless run does not
 * need), else `chromium` on PATH. Null when none is installed.
 */
export async function findChromium(): Promise<string | null> {
  if (!process.env.CHROMIUM_PATH && (await isExecutableFile(DEBIAN_CHROMIUM))) return DEBIAN_CHROMIUM;
  return findExecutable('chromium', 'CHROMIUM_PATH');
}
