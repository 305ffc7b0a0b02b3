import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { createInflateRaw, inflateRawSync } from 'node:zlib';
import { AnalysisError } from '../../analyse.js';
import { bufferByteSource } from '../byte-source.js';
import { readZipDirectory, type ZipEntry } from '../zip-directory.js';
import { DEFAULT_OFFICE_LIMITS, type OfficeLimits } from './office-limits.js';

const LOCAL_HEADER = 0x04034b50;
/** What a streamed entry is inflated by: small enough to hold, large enough not to cost in calls. */
const STREAM_CHUNK_BYTES = 64 * 1024;

/** An Office package (OOXML or ODF) whose entries are read under the zip-bomb bounds. */
export class OfficeZip {
  private readonly entries = new Map<string, ZipEntry>();
  private inflated = 0;
  private streamed = 0;

  private constructor(
    private readonly bytes: Buffer,
    entries: ZipEntry[],
    readonly limits: OfficeLimits,
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
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw this.pastBound(name);
        throw damagedInflating(name);
      }
    } else {
      throw unsupportedMethod(entry);
    }
    if (out.length > room) throw this.pastBound(name);
    this.checkRatio(name, out.length, data.length);
    this.inflated += out.length;
    return out;
  }

  /**
   * The entry's bytes as they inflate, or null if there is no such entry: for parts read as a
   * stream, which nothing holds whole. A bomb is told while inflating, by the entry's ratio so far
   * and the bytes all streamed parts have inflated, and stops there.
   */
  stream(name: string): AsyncIterable<Buffer> | null {
    const entry = this.entries.get(name);
    if (!entry) return null;
    if (entry.method !== 0 && entry.method !== 8) throw unsupportedMethod(entry);
    return this.inflating(entry);
  }

  private async *inflating(entry: ZipEntry): AsyncGenerator<Buffer> {
    const data = this.compressedData(entry);
    const slices = Readable.from(sliced(data), { objectMode: false });
    const source = entry.method === 0 ? slices : slices.pipe(createInflateRaw({ chunkSize: STREAM_CHUNK_BYTES }));
    let inflated = 0;
    try {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        inflated += chunk.length;
        this.streamed += chunk.length;
        if (this.streamed > this.limits.maxStreamedBytes) {
          throw bomb(
            `${entry.name} inflates past the bound (at most ${mb(this.limits.maxStreamedBytes)} streamed in all)`,
          );
        }
        this.checkRatio(entry.name, inflated, data.length);
        yield chunk;
      }
    } catch (error) {
      if (error instanceof AnalysisError) throw error;
      throw damagedInflating(entry.name);
    } finally {
      source.destroy();
      slices.destroy();
    }
  }

  private checkRatio(name: string, inflated: number, compressed: number): void {
    const ratio = inflated / Math.max(1, compressed);
    if (inflated > this.limits.ratioFloorBytes && ratio > this.limits.maxRatio) {
      throw bomb(`${name} has a compression ratio of ${Math.round(ratio)}:1 (at most ${this.limits.maxRatio}:1)`);
    }
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

  private pastBound(name: string): AnalysisError {
    return bomb(
      `${name} inflates past the bound (at most ${mb(this.limits.maxEntryBytes)} per entry, ` +
        `${mb(this.limits.maxTotalBytes)} in all)`,
    );
  }
}

/** The bytes in pieces, so that the inflater is fed as it is read from (not handed all at once). */
function* sliced(data: Buffer): Generator<Buffer> {
  for (let at = 0; at < data.length; at += STREAM_CHUNK_BYTES) yield data.subarray(at, at + STREAM_CHUNK_BYTES);
}

const bomb = (what: string) => new AnalysisError(`The file looks like a zip bomb: ${what}`);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

const damagedInflating = (name: string) => new AnalysisError(`The file is damaged: ${name} cannot be inflated`);

const unsupportedMethod = (entry: ZipEntry) =>
  new AnalysisError(`The file is damaged: ${entry.name} uses an unsupported compression method (${entry.method})`);
