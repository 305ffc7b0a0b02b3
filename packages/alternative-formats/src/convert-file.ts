import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AnalysisError, detectFileType, OcrEngine, openFileByteSource, type FileType } from '@app/analysis';
import { readContent } from './content/read-content.js';
import { formatNamed } from './formats.js';
import { produce, type Produced } from './produce.js';
import { FormatError } from './tools/run-tool.js';

export interface ConvertRequest {
  /** The source file, local. */
  path: string;
  format: string;
  /** When known (the service has them); else detected from the bytes. */
  fileType?: FileType;
  mimeType?: string;
  /** The tagged PDF preview of an Office file, when one was made at analysis. */
  preview?: string | null;
  /** The name the file was uploaded under, for the download name. */
  sourceName?: string | null;
  /** Scratch space the caller removes; default a temporary directory removed here. */
  workDir?: string;
}

/**
 * One file to one alternative format, in this process: read the content, produce the format.
 * Refusals (an unknown format, one not made from this kind of file or in this language, a file
 * that cannot be read) are FormatErrors or AnalysisErrors, with a reason for a person.
 */
export async function convertFile(request: ConvertRequest): Promise<Produced> {
  const format = formatNamed(request.format);
  if (!format) throw new FormatError(`Unknown format "${request.format}"`);
  const { fileType, mimeType } =
    request.fileType && request.mimeType
      ? { fileType: request.fileType, mimeType: request.mimeType }
      : await detect(request.path);
  if (!format.fileTypes.includes(fileType)) throw new FormatError(`${format.name} is not made from ${fileType} files`);
  const workDir = request.workDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'a11y-convert-')));
  const ocr =
    fileType === 'pdf' || fileType === 'presentation' || fileType === 'document' ? OcrEngine.create() : undefined;
  try {
    const document = await readContent(
      { path: request.path, fileType, mimeType, preview: request.preview, workDir },
      { ocr },
    );
    return await produce(format, document, {
      workDir,
      sourceName: request.sourceName === undefined ? path.basename(request.path) : request.sourceName,
    });
  } finally {
    await ocr?.terminate();
    if (!request.workDir) await fs.rm(workDir, { recursive: true, force: true });
  }
}

async function detect(file: string): Promise<{ fileType: FileType; mimeType: string }> {
  const source = await openFileByteSource(file);
  const detection = await detectFileType(source, { name: path.basename(file) }).finally(() => source.close());
  if (!detection.supported) throw new AnalysisError(`${detection.what} cannot be converted`);
  return { fileType: detection.fileType, mimeType: detection.mimeType };
}
