import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Box } from '../../src/model/geometry.js';

/** fixtures/<format>/manifest.json: what every check must say about every file of the corpus. */
export type Expected = number | null | { min: number; max: number };

export interface SnippetExpectation {
  /** Exactly this many snippets. */
  count?: number;
  /** The pages that have snippets. */
  pages?: number[];
  /** Small boxes (PDF points, or image pixels) each inside one of the snippets. */
  contains?: ({ page: number } & Box)[];
  /** HTML: selectors the snippets must name. */
  selectors?: string[];
}

export interface ManifestEntry {
  description: string;
  expected: Record<string, Expected>;
  detectedLanguage?: string;
  snippets?: Record<string, SnippetExpectation>;
  /** The result's seizure flag, where the corpus says. */
  isSeizureInducing?: boolean;
  /** The analysis must fail with a message containing this. */
  fails?: string;
  /** Exactly these `report.notJudged` entries (a partial result); absent: none. */
  notJudged?: unknown[];
  /** Office: where the file's XML alone (no preview) says otherwise than the whole engine, and why in the description. */
  fromXmlAlone?: Record<string, Expected>;
}

/** A corpus: where its files are (`files/`, or the folder itself) and its manifest's entries. */
export function corpus(format: string): { dir: string; entries: [string, ManifestEntry][] } {
  const root = fileURLToPath(new URL(`../../fixtures/${format}/`, import.meta.url));
  const manifest = JSON.parse(readFileSync(`${root}manifest.json`, 'utf8')) as Record<string, ManifestEntry>;
  return { dir: existsSync(`${root}files`) ? `${root}files/` : root, entries: Object.entries(manifest) };
}
