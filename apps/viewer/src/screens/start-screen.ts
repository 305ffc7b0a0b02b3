import { HASH_PATTERN } from '../api/content-api.js';
import { $, showScreen } from '../ui/screen.js';

export interface StartActions {
  upload(file: File): void;
  open(hash: string): void;
}

/** Upload a file (picker or drag and drop), or open the report of a content hash. */
export function showStart(actions: StartActions): void {
  const main = showScreen(
    'Check a file',
    `<section class="card" aria-labelledby="upload-heading">
<h2 id="upload-heading">Upload a file</h2>
<p>A PDF, Word, PowerPoint, Excel, OpenDocument or RTF file, a web page (HTML) or an image, up to 50 MB.
The service analyses it and the report opens here.</p>
<div class="drop-zone" id="drop-zone">
  <label for="file-input">Choose a file</label>
  <input type="file" id="file-input">
  <p class="hint">or drop a file on this area.</p>
</div>
</section>
<section class="card" aria-labelledby="open-heading">
<h2 id="open-heading">Open a report by its content hash</h2>
<form id="open-form" novalidate>
  <label for="hash-input">Content hash</label>
  <input type="text" id="hash-input" autocomplete="off" spellcheck="false" aria-describedby="hash-hint hash-error">
  <p id="hash-hint" class="hint">The SHA-256 of the file, 64 hexadecimal characters, as the upload answered it.</p>
  <p id="hash-error" class="error" aria-live="assertive"></p>
  <div class="form-actions"><button type="submit">Open the report</button></div>
</form>
</section>`,
  );
  const input = $<HTMLInputElement>(main, '#file-input');
  input.addEventListener('change', () => {
    if (input.files?.[0]) actions.upload(input.files[0]);
  });
  const zone = $(main, '#drop-zone');
  zone.addEventListener('dragenter', () => zone.classList.add('dragging'));
  zone.addEventListener('dragleave', (event) => {
    if (!zone.contains(event.relatedTarget as Node | null)) zone.classList.remove('dragging');
  });
  zone.addEventListener('drop', (event) => {
    event.preventDefault();
    zone.classList.remove('dragging');
    const file = event.dataTransfer?.files[0];
    if (file) actions.upload(file);
  });
  const form = $<HTMLFormElement>(main, '#open-form');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const field = $<HTMLInputElement>(form, '#hash-input');
    const hash = field.value.trim().toLowerCase();
    if (!HASH_PATTERN.test(hash)) {
      field.setAttribute('aria-invalid', 'true');
      $(form, '#hash-error').textContent = 'A content hash is 64 characters, 0-9 and a-f.';
      field.focus();
      return;
    }
    actions.open(hash);
  });
}

/** A file dropped outside the drop area must not make the browser leave the viewer to show it. */
export function keepDroppedFilesInPage(): void {
  for (const type of ['dragover', 'drop'] as const) window.addEventListener(type, (event) => event.preventDefault());
}
