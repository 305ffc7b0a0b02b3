import { applyPlacements, escapeHtml, renderReport } from '@app/report-view';
import type { ContentDetails } from '@app/content-contract';
import { explain, type ContentApi } from '../api/content-api.js';
import { documentPages } from '../pages/document-pages.js';
import { enableBoxNavigation } from '../report/box-navigation.js';
import { enableFormatDownloads, formatsPanelHtml } from '../report/formats-panel.js';
import { enableRemediation, remediationPanelHtml } from '../report/remediation-panel.js';
import { $, announce, showScreen } from '../ui/screen.js';

const FILE_TYPES: Record<string, string> = {
  pdf: 'PDF',
  document: 'Word-processor document',
  presentation: 'Presentation',
  spreadsheet: 'Spreadsheet',
  html: 'Web page (HTML)',
  image: 'Image',
};

export interface ReportContext {
  api: ContentApi;
  hash: string;
  /** The file itself when this tab has it (uploaded here, or picked to show a PDF's or image's pages). */
  local: File | undefined;
  /** The person picked the file of a report opened by hash: show the report again with its pages. */
  onLocalFile(file: File): void;
}

/** The report of one file: score, checks, formats, a fixed copy, pages with boxes, boxes as text. */
export async function showReport(context: ReportContext): Promise<void> {
  const { api, hash, local } = context;
  showScreen('Loading the report', '<p aria-live="polite">Reading the report from the service.</p>');
  let details: ContentDetails;
  try {
    details = await api.details(hash);
  } catch (error) {
    showScreen('The report cannot be shown', `<p class="error">${escapeHtml(explain(error))}</p>`);
    return;
  }
  const name = local?.name ?? `content ${hash.slice(0, 12)}…`;
  if (!details.feedback) {
    const { status } = await api.status(hash).catch(() => ({ status: 'unknown' }));
    const why =
      status === 'success'
        ? 'This token may not read feedback: its policy must grant the action content:getDetails:withFeedback.'
        : `The file has no feedback (status: ${status}).`;
    showScreen(`Report: ${name}`, `<p class="error">${escapeHtml(why)}</p>`);
    return;
  }
  let pages;
  try {
    pages = await documentPages(api, details, local);
  } catch (error) {
    pages = {
      unit: details.metadata.fileType === 'image' ? ('px' as const) : ('pt' as const),
      pages: null,
      note: `The pages cannot be shown: ${explain(error)}`,
      needsLocalFile: false,
      paint: async () => {},
    };
  }
  const { metadata } = details;
  const main = showScreen(
    `Report: ${name}`,
    `<p class="file-facts">${escapeHtml(FILE_TYPES[metadata.fileType] ?? metadata.fileType)}${
      metadata.pageCount ? `, ${metadata.pageCount} ${metadata.pageCount === 1 ? 'page' : 'pages'}` : ''
    }. Content hash <code>${hash}</code>.</p>
${
  pages.needsLocalFile
    ? `<section class="card" aria-labelledby="local-heading"><h2 id="local-heading">Show the pages</h2>
<label for="local-file">Choose the file whose report this is</label><input type="file" id="local-file">
<p id="local-error" class="error" aria-live="assertive"></p></section>`
    : ''
}
${renderReport({
  feedback: details.feedback,
  checks: __CHECK_CATALOGUE__,
  unit: pages.unit,
  pages: pages.pages,
  pagesNote: pages.note,
  inlineStyles: false,
})}
${formatsPanelHtml(details.formats)}
${remediationPanelHtml()}`,
  );
  applyPlacements(main);
  enableBoxNavigation(main);
  enableFormatDownloads(main, api, hash);
  enableRemediation(main, api, hash, pages.pages);
  main.querySelector('#local-file')?.addEventListener('change', async (event) => {
    const file = (event.target as HTMLInputElement).files?.[0];
    if (!file) return;
    if ((await sha256(file)) === hash || !crypto.subtle) context.onLocalFile(file);
    else $(main, '#local-error').textContent = `${file.name} is another file: its content hash differs.`;
  });
  announce(`Report of ${name} shown.`);
  await pages.paint(main);
  main.dataset.painted = 'true';
}

/** SHA-256 of a file, as the API names content (Web Crypto exists in secure contexts: HTTPS, localhost). */
async function sha256(file: File): Promise<string | null> {
  if (!crypto.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
