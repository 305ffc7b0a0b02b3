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

/** Producer process → parent. `refused`: the file cannot be made into this format (a reason for a person). */
export type ProduceReply =
  { ok: true; contentType: string; fileName: string; size: number } | { ok: false; refused: boolean; message: string };
