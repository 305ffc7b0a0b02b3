/** Bounds on what one Office package may cost to unpack: past them the file is taken for a zip bomb. */
export interface OfficeLimits {
  /** Entries in the central directory; real documents have tens to a few hundred. */
  maxEntries: number;
  /** Decompressed bytes of one entry, enforced while inflating (the header's size is not trusted). */
  maxEntryBytes: number;
  /** Decompressed bytes of every entry read, together. */
  maxTotalBytes: number;
  /** Decompressed / compressed size of an entry, checked for entries past `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
}

export const DEFAULT_OFFICE_LIMITS: OfficeLimits = {
  maxEntries: 10_000,
  maxEntryBytes: 50 * 1024 * 1024,
  maxTotalBytes: 200 * 1024 * 1024,
  // Deflate tops out near 1032:1; XML compresses 10–50:1, very repetitive sheets a few hundred.
  maxRatio: 500,
  ratioFloorBytes: 10 * 1024 * 1024,
};
