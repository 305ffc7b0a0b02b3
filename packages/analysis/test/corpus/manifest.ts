import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Box } from '../../src/model/geometry.js';

/** fixtures/<format>/manifest.json: what every check must say about every file of the corpus. */
export type Expected = number | null | { min: number; max: number };

export interface ManifestEntry {
  description: string;
  expected: Record<string, Expected>;
  detectedLanguage?: string;
  snippets?: Record<string, { count?: number; pages?: number[]; contains?: ({ page: number } & Box)[] }>;
  fails?: string;
}

export function corpus(format: string): { dir: string; entries: [string, ManifestEntry][] } {
  const dir = fileURLToPath(new URL(`../../fixtures/${format}/`, import.meta.url));
  const manifest = JSON.parse(readFileSync(`${dir}manifest.json`, 'utf8')) as Record<string, ManifestEntry>;
  return { dir, entries: Object.entries(manifest) };
}
