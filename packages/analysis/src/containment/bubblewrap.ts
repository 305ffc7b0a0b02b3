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
      '--unshare-all',
      '--die-with-parent',
      '--new-session',
      '--clearenv',
      '--setenv',
      'HOME',
      workDir,
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

/** What of /etc converters read: the dynamic linker's cache, fonts, LibreOffice's own settings. */
const SYSTEM_CONFIGURATION = ['/etc/ld.so.cache', '/etc/fonts', '/etc/libreoffice', '/etc/alternatives'];
