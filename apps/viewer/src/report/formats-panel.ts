import { escapeHtml } from '@app/report-view';
import type { ContentFormats } from '@app/content-contract';
import { explain, type ContentApi } from '../api/content-api.js';
import { $ } from '../ui/screen.js';

const FORMAT_NAMES: Record<string, string> = {
  Html: 'HTML (a web page)',
  Epub: 'EPUB (an e-book)',
  Tts: 'Audio (the text read aloud)',
  Braille: 'Braille (BRF)',
  Beeline: 'BeeLine reading view',
};

/** The alternative formats section: one download button per format the details list. */
export function formatsPanelHtml(formats: ContentFormats | null): string {
  const body =
    formats === null
      ? '<p>This token may not read alternative formats (its policy does not grant content:getDetails:withFormats).</p>'
      : formats.availableFormats.length === 0
        ? '<p>No alternative format is offered for this file.</p>'
        : `<ul>${formats.availableFormats
            .map(
              (format) =>
                `<li><button type="button" class="secondary" data-format="${escapeHtml(format)}">Download ${escapeHtml(FORMAT_NAMES[format] ?? format)}</button></li>`,
            )
            .join('')}</ul><p id="format-status" aria-live="polite"></p>`;
  return `<section class="formats card" aria-labelledby="formats-heading">
<h2 id="formats-heading">Alternative formats</h2>
${body}
</section>`;
}

/**
 * A format is fetched with the token (so not a plain link) and saved through a temporary object
 * URL. One being produced (202) is asked for again after its Retry-After; one the service does
 * not offer (404, 409) says why.
 */
export function enableFormatDownloads(main: HTMLElement, api: ContentApi, hash: string): void {
  main.querySelector('section.formats')?.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-format]');
    if (!button || button.disabled) return;
    const status = $(main, '#format-status');
    const format = button.dataset.format!;
    button.disabled = true;
    try {
      for (let attempt = 0; attempt < 100 && button.isConnected; attempt++) {
        const answer = await api.format(hash, format);
        if (answer.kind === 'file') {
          save(answer.blob, answer.fileName);
          status.textContent = `${format} downloaded as ${answer.fileName}.`;
          return;
        }
        if (answer.kind === 'unavailable') {
          status.textContent = `${format} is not available: ${answer.message}`;
          return;
        }
        status.textContent = `${format} is being produced (${answer.status}); asking again in ${answer.retryAfterSeconds} s.`;
        await new Promise((resolve) => setTimeout(resolve, answer.retryAfterSeconds * 1000));
      }
    } catch (error) {
      status.textContent = `${format} could not be downloaded: ${explain(error)}`;
    } finally {
      button.disabled = false;
    }
  });
}

/** Saves a fetched file under its name, through a temporary object URL. */
export function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
