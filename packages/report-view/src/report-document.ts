import { escapeHtml } from './escape-html.js';
import { renderChanges, type ReportRemediation } from './remediation-changes.js';
import { renderReport, type ReportInput } from './render-report.js';
import { REPORT_STYLES } from './report-styles.js';

/**
 * A whole self-contained report document (the CLI's `--html`): styles inline, pages embedded by
 * the caller as data URLs, no script and nothing fetched, so it opens offline anywhere.
 */
export function renderReportDocument(
  input: Omit<ReportInput, 'inlineStyles'> & {
    fileName: string;
    lang?: string;
    /** A corrected copy's changes (`pnpm a11y fix --html`): listed after the report, which is the copy's. */
    remediation?: ReportRemediation;
  },
) {
  // The name first: a title that ends in a file name reads as one (and fails our own Title check).
  const title = `${input.fileName}: accessibility report`;
  return `<!doctype html>
<html lang="${escapeHtml(input.lang ?? 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${REPORT_STYLES}
main { max-width: 960px; margin: 0 auto; padding: 1rem; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${renderReport({ ...input, inlineStyles: true })}
${
  input.remediation
    ? `<section class="remediation" aria-labelledby="remediation-heading">
<h2 id="remediation-heading">What the fixed copy changed</h2>
${renderChanges(input.remediation)}
</section>`
    : ''
}
</main>
</body>
</html>
`;
}
