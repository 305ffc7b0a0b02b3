/**
 * Bounds on one contained command (a converter opening an uploaded file), set as resource limits
 * inside its sandbox, so they hold for every process it starts.
 */
export interface ContainmentLimits {
  /** Wall time; the sandbox and everything in it are killed past it. */
  timeoutMs: number;
  /** Virtual address space of each process (RLIMIT_AS). */
  addressSpaceBytes: number;
  /** Largest file a process may write (RLIMIT_FSIZE): a document cannot fill the disk. */
  fileSizeBytes: number;
}

export const DEFAULT_CONTAINMENT_LIMITS: ContainmentLimits = {
  timeoutMs: 60_000,
  // LibreOffice converts the Office corpus within 1 GB of address space; twice that leaves room
  // for large documents and still stops a runaway one long before it threatens the machine.
  addressSpaceBytes: 2 * 1024 ** 3,
  fileSizeBytes: 512 * 1024 ** 2,
};
