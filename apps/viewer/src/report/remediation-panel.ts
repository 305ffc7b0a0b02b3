import { applyPlacements, changeMarks, renderChanges, renderMark, type PageView } from '@app/report-view';
import { explain, type ContentApi, type Remediation } from '../api/content-api.js';
import { $ } from '../ui/screen.js';
import { showMark } from './box-navigation.js';
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
 * its Retry-After; made, its changes listed and drawn on the pages (`pages`, where the report's
 * boxes are) and the file saved; refused (409), the reason shown. A change's link in the list
 * moves to its mark, as a box number moves to its box.
 */
export function enableRemediation(
  main: HTMLElement,
  api: ContentApi,
  hash: string,
  pages: readonly PageView[] | null,
): void {
  const button = main.querySelector<HTMLButtonElement>('button[data-remediation]');
  button?.addEventListener('click', async () => {
    if (button.disabled) return;
    const status = $(main, '#remediation-status');
    button.disabled = true;
    try {
      for (let attempt = 0; attempt < 100 && button.isConnected; attempt++) {
        const answer = await api.remediation(hash);
        if (answer.kind === 'made') {
          showChanges(main, answer.remediation, pages);
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
  $(main, '#remediation-changes').addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a.change-show');
    const mark = link && main.querySelector<HTMLElement>(`.page-frame ${link.hash}`);
    if (!link || !mark) return;
    event.preventDefault();
    for (const chosen of main.querySelectorAll('.change.chosen, .changes li.chosen')) chosen.classList.remove('chosen');
    mark.classList.add('chosen');
    link.closest('li')?.classList.add('chosen');
    showMark(mark);
  });
}

/** The changes listed, and drawn over the pages shown with the report's own mark drawing (once: drawn again when asked again). */
function showChanges(main: HTMLElement, remediation: Remediation, pages: readonly PageView[] | null): void {
  for (const old of main.querySelectorAll('.page-frame .change')) old.remove();
  for (const mark of changeMarks(remediation.changes, pages)) {
    const page = pages!.find((shown) => shown.index === mark.area.page)!;
    main
      .querySelector(`#page-${page.index + 1} .page-frame`)
      ?.insertAdjacentHTML('beforeend', renderMark(mark, page, false));
  }
  applyPlacements(main);
  $(main, '#remediation-changes').innerHTML = renderChanges(remediation, pages);
}
