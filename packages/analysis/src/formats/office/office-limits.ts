/**
 * Bounds on what one Office package may cost to unpack: past them the file is taken for a zip bomb
 * (past maxCellCharacters, for a file too large to analyse).
 * A part is either read whole into a DOM (most parts), whose memory grows with its size, or read as
 * a stream (sheets, shared strings, ODF content), whose memory does not: the first is bounded by its
 * inflated size, the second by its compression ratio and a far larger running bound, both checked
 * while inflating.
 */
export interface OfficeLimits {
  /** Entries in the central directory; real documents have tens to a few hundred. */
  maxEntries: number;
  /**
   * Decompressed bytes of one entry read whole, enforced while inflating (the header's size is not
   * trusted); also the most XML of a streamed part that is built into a DOM at once (one element).
   */
  maxEntryBytes: number;
  /** Decompressed bytes of every entry read whole, together. */
  maxTotalBytes: number;
  /** Decompressed bytes of every part read as a stream, together, counted as they inflate: what bounds their time. */
  maxStreamedBytes: number;
  /**
   * Characters of text a spreadsheet's cells hold, together (cell-runs.ts): the checks judge all of
   * it, so it is kept. A shared string counts as often as cells show it: one long string shown by
   * every cell would otherwise be a bomb of its own, the text far larger than the XML.
   */
  maxCellCharacters: number;
  /** Decompressed / compressed size of an entry, checked for entries past `ratioFloorBytes` (while streaming too). */
  maxRatio: number;
  ratioFloorBytes: number;
}

export const DEFAULT_OFFICE_LIMITS: OfficeLimits = {
  maxEntries: 10_000,
  maxEntryBytes: 50 * 1024 * 1024,
  maxTotalBytes: 200 * 1024 * 1024,
  // A sheet of 100,000 rows by 10 columns inflates to 35 MB (.xlsx) or 107 MB (.ods content.xml),
  // read at 20-30 MB/s on two cores: 512 MB is sheets of a million rows, in under half a minute.
  maxStreamedBytes: 512 * 1024 * 1024,
  // The same sheet holds 7 million characters: 64 million is 64-128 MB of strings.
  maxCellCharacters: 64_000_000,
  // Deflate tops out near 1032:1; XML compresses 10–50:1, very repetitive sheets a few hundred.
  maxRatio: 500,
  ratioFloorBytes: 10 * 1024 * 1024,
};
