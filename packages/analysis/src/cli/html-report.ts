import { writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { renderReportDocument } from '@app/report-view';
import type { AnalysisResult } from '../analyse.js';
import { CHECKS } from '../checks/registry.js';
import type { FileType } from '../formats/file-types.js';
import { reportPages } from './report-pages.js';

/**
 * `--html <out>`: one self-contained HTML report of a file, the same view as the web viewer's
 * (the shared @app/report-view markup): score and band, checks, the pages with their boxes, the
 * boxes as text. Page pictures are embedded; it opens offline.
 */
export async function writeHtmlReport(
  out: string,
  file: { path: string; fileType: FileType },
  result: AnalysisResult,
): Promise<void> {
  const { pages, note } = await reportPages(file.path, file.fileType, result);
  const html = renderReportDocument({
    fileName: basename(file.path),
    feedback: result.feedback,
    checks: CHECKS,
    unit: file.fileType === 'image' ? 'px' : 'pt',
    pages,
    pagesNote: note,
  });
  await writeFile(out, html);
}
