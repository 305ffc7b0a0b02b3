import { renderChanges } from '@app/report-view';
import { explain, type ContentApi } from '../api/content-api.js';
import { $ } from '../ui/screen.js';
import { save } from './formats-panel.js';

/** The fixed copy section (issue 30): one button; the changes are listed once the copy is made. */
export function remediationPanelHtml(): string {
  return `<section class="remediation card" aria-labelledby="remediation-heading">
<h2 id="remediation-heading">A fixed copy</h2>
<p>The service can correct what is mechanical to fix (title, language, heading levels, table headers, text colours,
text alternatives from captions) in a copy of the file, and list every change.</p>
<button type="button" class="secondary" data-remediation>Download a fixed copy</button>
<p id="remediation-status" aria-live="polite"></p>
<div id="remediation-changes"></div>
</section>`;
}

/**
 * The copy is asked for with the token (so not a plain link): being made (202), asked again after
 * its Retry-After; made, its changes listed and the file saved; refused (409), the reason shown.
 */
export function enableRemediation(main: HTMLElement, api: ContentApi, hash: string): void {
  const button = main.querySelector<HTMLButtonElement>('button[data-remediation]');
  button?.addEventListener('click', async () => {
    if (button.disabled) return;
    const status = $(main, '#remediation-status');
    button.disabled = true;
    try {
      for (let attempt = 0; attempt < 100 && button.isConnected; attempt++) {
        const answer = await api.remediation(hash);
        if (answer.kind === 'made') {
          $(main, '#remediation-changes').innerHTML = renderChanges(answer.remediation);
          const file = await api.remediatedFile(hash);
          save(file.blob, file.fileName);
          status.textContent = `The fixed copy was downloaded as ${file.fileName}.`;
          return;
        }
        if (answer.kind === 'unavailable') {
          status.textContent = `No fixed copy: ${answer.message}`;
          return;
        }
        status.textContent = `The fixed copy is being made (${answer.status}); asking again in ${answer.retryAfterSeconds} s.`;
        await new Promise((resolve) => setTimeout(resolve, answer.retryAfterSeconds * 1000));
      }
    } catch (error) {
      status.textContent = `The fixed copy could not be downloaded: ${explain(error)}`;
    } finally {
      button.disabled = false;
    }
  });
}
