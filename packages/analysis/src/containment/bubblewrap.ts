import type { ContainmentLimits } from './containment-limits.js';

/**
 * The command line that runs `command` inside bubblewrap: new namespaces for everything (no
 * network at all, not even loopback; its own process tree, killed with it), a read-only view of the
 * system's programs and libraries (/usr, and the few files of /etc that fonts and LibreOffice
 * read), an empty /tmp, and one writable directory: `workDir`. Nothing else of the server's files
 * (the data directory, the checkout, other jobs' work directories, /root, /home) exists inside.
 * `prlimit` sets the memory and file-size bounds inside, so they also bind every child.
 */
export function bubblewrapArgs(
  bwrap: string,
  command: string,
  args: string[],
  workDir: string,
  limits: ContainmentLimits,
): { file: string; args: string[] } {
  return {
    file: bwrap,
    args: [
      ...isolation(workDir),
      '--bind',
      workDir,
      workDir,
      '--chdir',
      workDir,
      '/usr/bin/prlimit',
      `--as=${limits.addressSpaceBytes}`,
      `--fsize=${limits.fileSizeBytes}`,
      '--core=0',
      '--',
      command,
      ...args,
    ],
  };
}

/**
 * The command line that runs a browser inside bubblewrap: the same namespaces and read-only view of
 * the system as a converter (no network at all: every request the browser makes is served to it
 * over its DevTools pipe, see browser/request-gate.ts), but no writable directory of the server's,
 * only its own empty /tmp (its profile lives there), and no address-space bound: Chromium reserves
 * terabytes of address space it never uses (V8's cage), so its memory is bounded from outside, by
 * the resident memory of its processes (browser/browser-host.ts).
 */
export function bubblewrapBrowserArgs(
  bwrap: string,
  command: string,
  args: string[],
): { file: string; args: string[] } {
  return { file: bwrap, args: [...isolation('/tmp'), '--chdir', '/tmp', command, ...args] };
}

/** New namespaces for everything, a clean environment, a read-only /usr and the few files of /etc read. */
function isolation(home: string): string[] {
  return [
    '--unshare-all',
    '--die-with-parent',
    '--new-session',
    '--clearenv',
    '--setenv',
    'HOME',
    home,
    '--setenv',
    'PATH',
    '/usr/bin:/bin',
    '--setenv',
    'LANG',
    'C.UTF-8',
    '--setenv',
    'TMPDIR',
    '/tmp',
    '--ro-bind',
    '/usr',
    '/usr',
    '--symlink',
    'usr/bin',
    '/bin',
    '--symlink',
    'usr/lib',
    '/lib',
    '--symlink',
    'usr/lib64',
    '/lib64',
    '--symlink',
    'usr/sbin',
    '/sbin',
    ...SYSTEM_CONFIGURATION.flatMap((file) => ['--ro-bind-try', file, file]),
    '--dev',
    '/dev',
    '--proc',
    '/proc',
    '--tmpfs',
    '/tmp',
  ];
}

/**
 * What of /etc and /var converters and browsers read: the dynamic linker's cache, fonts (and their
 * cache, without which every launch rebuilds it), LibreOffice's own settings.
 */
const SYSTEM_CONFIGURATION = [
  '/etc/ld.so.cache',
  '/etc/fonts',
  '/var/cache/fontconfig',
  '/etc/libreoffice',
  '/etc/alternatives',
];
