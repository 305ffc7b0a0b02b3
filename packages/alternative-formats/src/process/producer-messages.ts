import type { FileType } from '@app/analysis';

/** Parent → producer process: one file to one format, the output written to `out`. */
export interface ProduceRequest {
  path: string;
  fileType: FileType;
  mimeType: string;
  preview: string | null;
  sourceName: string | null;
  format: string;
  workDir: string;
  out: string;
}

export interface ProducedFile {
  contentType: string;
  fileName: string;
  size: number;
}

/** Producer process → parent. `refused`: the file cannot be made into this format (a reason for a person). */
export type ProduceReply = { id: number; rss: number } & (
  ({ ok: true } & ProducedFile) | { ok: false; refused: boolean; message: string }
);
