import type { FileType } from '@app/analysis';
import type { Change, LeftForPerson, RefusalReason } from '@app/remediation';

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

/** Parent → producer process: the corrected copy of one file (@app/remediation), written to `out`. */
export interface RemediateRequest {
  path: string;
  /** The uploaded name: the copy is `<name>-fixed.<ext>`. */
  fileName: string;
  out: string;
}

export interface RemediatedFile {
  fileName: string;
  size: number;
  changes: Change[];
  leftForPerson: LeftForPerson[];
  scoreBefore: number;
  scoreAfter: number;
}

/** Parent → producer process: one job, a format or a remediation. */
export type ProducerMessage = { id: number } & ({ request: ProduceRequest } | { remediate: RemediateRequest });

/**
 * Producer process → parent. `refused`: the file cannot be made into this format, or cannot be
 * remediated (a reason for a person; `reason`, the remediation's RefusalReason).
 */
export type ProduceReply = { id: number; rss: number } & (
  | ({ ok: true } & (ProducedFile | RemediatedFile))
  | { ok: false; refused: boolean; reason?: RefusalReason; message: string }
);
