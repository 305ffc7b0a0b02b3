import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import { AnalysisError } from '../../analyse.js';
import { bufferByteSource } from '../byte-source.js';
import { readZipDirectory, type ZipEntry } from '../zip-directory.js';
import { DEFAULT_OFFICE_LIMITS, type OfficeLimits } from './office-limits.js';

const LOCAL_HEADER = 0x04034b50;

/** An Office package (OOXML or ODF) whose entries are read under the zip-bomb bounds. */
export class OfficeZip {
  private readonly entries = new Map<string, ZipEntry>();
  private inflated = 0;

  private constructor(
    private readonly bytes: Buffer,
    entries: ZipEntry[],
    private readonly limits: OfficeLimits,
  ) {
    for (const entry of entries) this.entries.set(entry.name, entry);
  }

  static async open(path: string, limits: OfficeLimits = DEFAULT_OFFICE_LIMITS): Promise<OfficeZip> {
    const bytes = await readFile(path);
    const entries = await readZipDirectory(bufferByteSource(bytes));
    if (!entries) throw new AnalysisError('The file is damaged: its zip directory cannot be read');
    if (entries.length > limits.maxEntries) {
      throw new AnalysisError(
        `The file looks like a zip bomb: ${entries.length} entries (at most ${limits.maxEntries})`,
      );
    }
    return new OfficeZip(bytes, entries, limits);
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  /** The entry's bytes, or null if there is no such entry. */
  read(name: string): Buffer | null {
    const entry = this.entries.get(name);
    if (!entry) return null;
    const data = this.compressedData(entry);
    const room = Math.min(this.limits.maxEntryBytes, this.limits.maxTotalBytes - this.inflated);
    let out: Buffer;
    if (entry.method === 0) {
      out = data;
    } else if (entry.method === 8) {
      try {
        out = inflateRawSync(data, { maxOutputLength: Math.max(1, room + 1) });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
          throw this.bomb(name, 'inflates past the bound');
        throw new AnalysisError(`The file is damaged: ${name} cannot be inflated`);
      }
    } else {
      throw new AnalysisError(`The file is damaged: ${name} uses an unsupported compression method (${entry.method})`);
    }
    if (out.length > room) throw this.bomb(name, 'inflates past the bound');
    if (out.length > this.limits.ratioFloorBytes && out.length / Math.max(1, data.length) > this.limits.maxRatio) {
      throw this.bomb(name, `has a compression ratio of ${Math.round(out.length / Math.max(1, data.length))}:1`);
    }
    this.inflated += out.length;
    return out;
  }

  private compressedData(entry: ZipEntry): Buffer {
    const at = entry.localHeaderOffset;
    if (at + 30 > this.bytes.length || this.bytes.readUInt32LE(at) !== LOCAL_HEADER) {
      throw new AnalysisError(`The file is damaged: the local header of ${entry.name} is missing`);
    }
    const start = at + 30 + this.bytes.readUInt16LE(at + 26) + this.bytes.readUInt16LE(at + 28);
    if (start + entry.compressedSize > this.bytes.length) {
      throw new AnalysisError(`The file is damaged: ${entry.name} is truncated`);
    }
    return this.bytes.subarray(start, start + entry.compressedSize);
  }

  private bomb(name: string, what: string): AnalysisError {
    const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
    return new AnalysisError(
      `The file looks like a zip bomb: ${name} ${what} (at most ${mb(this.limits.maxEntryBytes)} per entry, ` +
        `${mb(this.limits.maxTotalBytes)} in all)`,
    );
  }
}
