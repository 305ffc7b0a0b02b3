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
    /**
     * A corrected copy's changes (`pnpm a11y fix --html`): drawn on the pages beside the report's
     * boxes, and listed after the report, each linked to its mark.
     */
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
${renderReport({ ...input, inlineStyles: true, changes: input.remediation?.changes })}
${
  input.remediation
    ? `<section class="remediation" aria-labelledby="remediation-heading">
<h2 id="remediation-heading">What the fixed copy changed</h2>
${renderChanges(input.remediation, input.pages)}
</section>`
    : ''
}
</main>
</body>
</html>
`;
}
