import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  AnalysisError,
  bufferByteSource,
  CHECK_NAMES,
  detectFileType,
  type Feedback,
  type OcrEngine,
} from '@app/analysis';
import { analyseCopy } from './analyse-copy.js';
import type { Change, Fixed, LeftForPerson } from './change.js';
import type { FixContext } from './fixes/fix-context.js';
import { formatFamily, type FormatFamily } from './format-family.js';
import { fixDocx } from './formats/docx/fix-docx.js';
import { fixHtml } from './formats/html/fix-html.js';
import { fixOdf } from './formats/odf/fix-odf.js';
import { fixPdf } from './formats/pdf/fix-pdf.js';
import { fixPptx } from './formats/pptx/fix-pptx.js';
import { fixXlsx } from './formats/xlsx/fix-xlsx.js';
import { refuseUnsafe } from './formats/refuse-unsafe.js';
import { RemediationRefused } from './refusal.js';

export interface RemediationInput {
  bytes: Buffer;
  /** The uploaded name: the fixed copy is `<name>-fixed.<ext>`. */
  fileName: string;
}

export interface RemediateOptions {
  /** OCR for pages and pictures of text, as the service's analysis has it; without it nothing is recognised. */
  ocr?: OcrEngine;
  /** Keep the pages the changes are placed on (`Remediation.pages`), for a report that draws them. */
  keepPages?: boolean;
}

export interface Remediation {
  file: Buffer;
  fileName: string;
  changes: Change[];
  leftForPerson: LeftForPerson[];
  scoreBefore: number;
  scoreAfter: number;
  /** The engine's feedback on the file and on the fixed copy. */
  feedbackBefore: Feedback;
  feedbackAfter: Feedback;
  /**
   * With `keepPages`: the PDF whose pages the changes' and `feedbackBefore`'s boxes are on (a PDF
   * itself, an Office or HTML file's preview); null when the file has no preview.
   */
  pages?: Buffer | null;
}

type FormatFixer = (file: { path: string; bytes: Buffer }, context: FixContext) => Promise<Fixed>;

const FIXERS: Partial<Record<FormatFamily, FormatFixer>> = {
  html: ({ bytes }, context) => fixHtml(bytes, context),
  pdf: ({ bytes }, context) => fixPdf(bytes, context),
  docx: ({ path: file }, context) => fixDocx(file, context),
  pptx: ({ path: file }, context) => fixPptx(file, context),
  xlsx: ({ path: file }, context) => fixXlsx(file, context),
  odt: ({ path: file }, context) => fixOdf(file, context, 'odt'),
  odp: ({ path: file }, context) => fixOdf(file, context, 'odp'),
  ods: ({ path: file }, context) => fixOdf(file, context, 'ods'),
};

/**
 * A corrected copy of one file: analysed by the engine, the failing checks that can be fixed
 * mechanically fixed in a copy (every change listed), the copy analysed again. A file that cannot
 * be rewritten safely is refused with a RemediationRefused saying why.
 */
export async function remediate(input: RemediationInput, options: RemediateOptions = {}): Promise<Remediation> {
  const detection = await detectFileType(bufferByteSource(input.bytes), { name: input.fileName });
  if (!detection.supported) {
    if (isEncryptedOffice(input.bytes)) throw encrypted();
    throw new RemediationRefused('unsupportedType', `${capitalise(detection.what)} cannot be remediated`);
  }
  const family = formatFamily(detection);
  const fixer = FIXERS[family];
  if (!fixer) throw new RemediationRefused('unsupportedType', `${family.toUpperCase()} files cannot be remediated yet`);
  const extension =
    path
      .extname(input.fileName)
      .toLowerCase()
      .replace(/[^.a-z0-9]/g, '') || `.${family}`;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'remediation-'));
  try {
    const original = path.join(dir, `original${extension}`);
    await writeFile(original, input.bytes);
    await refuseUnsafe(family, original, input.bytes).catch(notAnalysed);
    const keepPreview = options.keepPages === true && family !== 'pdf';
    const before = await analyseCopy(original, detection, options.ocr, { keepPreview }).catch(notAnalysed);
    const fixed = await fixer({ path: original, bytes: input.bytes }, { ...before, ocr: options.ocr });
    const fixedPath = path.join(dir, `fixed${extension}`);
    await writeFile(fixedPath, fixed.file);
    const after = await analyseCopy(fixedPath, detection, options.ocr);
    return {
      file: fixed.file,
      fileName: fixedName(input.fileName),
      changes: fixed.changes,
      leftForPerson: [...fixed.leftForPerson, ...unexplained(after.feedback, fixed)],
      scoreBefore: before.feedback.score,
      scoreAfter: after.feedback.score,
      feedbackBefore: before.feedback,
      feedbackAfter: after.feedback,
      ...(options.keepPages ? { pages: family === 'pdf' ? input.bytes : (before.preview ?? null) } : {}),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `report.docx` → `report-fixed.docx`. */
export function fixedName(fileName: string): string {
  const base = path.basename(fileName);
  const extension = path.extname(base);
  return `${base.slice(0, base.length - extension.length) || 'file'}-fixed${extension}`;
}

/** Checks that still fail in the fixed copy and that no fixer spoke of: all left for a person. */
function unexplained(feedback: Feedback, fixed: Fixed): LeftForPerson[] {
  const spoken = new Set(fixed.leftForPerson.map((left) => left.check));
  return CHECK_NAMES.flatMap((check) => {
    const result = feedback.report.results[check];
    if (!result || result.score >= 1 || spoken.has(check)) return [];
    const reason = 'This check has no automatic fix for this file';
    const snippets = result.snippets?.length ? result.snippets : [null];
    return snippets.map((snippet) => ({ check, location: snippet ? { ...snippet } : {}, reason }));
  });
}

function notAnalysed(error: unknown): never {
  if (error instanceof AnalysisError) {
    throw new RemediationRefused(
      'notAnalysed',
      `The file cannot be analysed, so it cannot be remediated: ${error.message}`,
    );
  }
  throw error;
}

/** An encrypted Office Open XML file is an OLE2 compound file holding an EncryptedPackage stream. */
function isEncryptedOffice(bytes: Buffer): boolean {
  return (
    bytes.length > 8 &&
    bytes.readUInt32BE(0) === 0xd0cf11e0 &&
    bytes.includes(Buffer.from('EncryptedPackage', 'utf16le'))
  );
}

export const encrypted = () =>
  new RemediationRefused('encrypted', 'The file is encrypted: it cannot be read, so it cannot be rewritten');

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
