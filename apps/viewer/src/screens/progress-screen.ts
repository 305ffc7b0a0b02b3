import { escapeHtml } from '@app/report-view';
import { explain, type ContentApi } from '../api/content-api.js';
import { $, announce, showScreen } from '../ui/screen.js';
import { progressText } from './analysis-progress.js';

const PHASES: Record<string, string> = {
  pending: 'Uploaded. Waiting for the analysis to start.',
  inprogress: 'Analysing the file.',
};

/**
 * Uploads a file with a progress bar, then follows the analysis status until it ends; resolves
 * with the content hash when the report is ready, or shows why not and resolves null.
 * `current()` is false once the person has moved to another screen: polling stops then.
 */
export async function uploadAndWait(
  api: ContentApi,
  file: File,
  current: () => boolean,
  onRetry: () => void,
): Promise<string | null> {
  const main = showScreen(
    `Checking ${file.name}`,
    `<p><label for="upload-progress">Upload</label>
<progress id="upload-progress" max="100" value="0">0%</progress></p>
<p id="phase" aria-live="polite">Uploading.</p>
<p id="analysis-progress" hidden></p>`,
  );
  const progress = $<HTMLProgressElement>(main, '#upload-progress');
  const phase = $(main, '#phase');
  // Outside the live region: pages counted every few seconds would keep interrupting a screen reader.
  const analysisProgress = $(main, '#analysis-progress');
  const fail = (message: string) => {
    analysisProgress.hidden = true;
    phase.outerHTML = `<p class="error" role="alert">${escapeHtml(message)}</p><div class="form-actions"><button type="button" id="retry">Check another file</button></div>`;
    $(main, '#retry').addEventListener('click', onRetry);
    return null;
  };
  let hash: string;
  try {
    hash = await api.upload(file, (fraction) => {
      progress.value = Math.round(fraction * 100);
      progress.textContent = `${progress.value}%`;
    });
  } catch (error) {
    return fail(explain(error));
  }
  progress.value = 100;
  progress.textContent = '100%';
  phase.textContent = PHASES.pending!;
  for (let wait = 300; current(); wait = Math.min(wait * 1.5, 2000)) {
    let status;
    try {
      status = await api.status(hash);
    } catch (error) {
      return fail(explain(error));
    }
    if (status.status === 'success') {
      announce(`The report of ${file.name} is ready.`);
      return hash;
    }
    if (status.status === 'failed') return fail(`The file could not be analysed: ${status.error ?? 'no reason given'}`);
    if (phase.textContent !== PHASES[status.status]) phase.textContent = PHASES[status.status] ?? status.status;
    const reached = progressText(status.progress);
    analysisProgress.hidden = reached === null;
    analysisProgress.textContent = reached ?? '';
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return null;
}
