import { escapeHtml } from '@app/report-view';
import { ContentApi, explain } from '../api/content-api.js';
import { parseClientId, storeCredentials, type Credentials } from '../session/credentials.js';
import { $, setNavActions, showScreen } from '../ui/screen.js';

/** The form for a client id and token, when the link brought none. */
export function showSignIn(onSignedIn: (credentials: Credentials) => void, problem?: string): void {
  setNavActions([]);
  const main = showScreen(
    'Sign in to the viewer',
    `<p>The viewer uses an accessibility API client's id and a token (a JWT signed with the client's secret).
A link of the form <code>/viewer#clientId=7&amp;token=&lt;token&gt;</code> fills these in.
They stay in this browser tab only, and are sent to the service only in the Authorization header.</p>
${problem ? `<p class="error" id="sign-in-problem">${escapeHtml(problem)}</p>` : ''}
<form id="sign-in" novalidate>
  <label for="client-id">Client id</label>
  <input type="text" id="client-id" name="clientId" inputmode="numeric" autocomplete="off" required aria-describedby="sign-in-error">
  <label for="token">Token</label>
  <input type="password" id="token" name="token" autocomplete="off" spellcheck="false" required aria-describedby="sign-in-error">
  <p id="sign-in-error" class="error" aria-live="assertive"></p>
  <div class="form-actions"><button type="submit">Open the viewer</button></div>
</form>`,
  );
  const form = $<HTMLFormElement>(main, '#sign-in');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const clientIdInput = $<HTMLInputElement>(form, '#client-id');
    const tokenInput = $<HTMLInputElement>(form, '#token');
    const clientId = parseClientId(clientIdInput.value);
    const token = tokenInput.value.trim();
    const error = $(form, '#sign-in-error');
    clientIdInput.removeAttribute('aria-invalid');
    tokenInput.removeAttribute('aria-invalid');
    if (clientId === null || !token) {
      const wrong = clientId === null ? clientIdInput : tokenInput;
      wrong.setAttribute('aria-invalid', 'true');
      error.textContent = clientId === null ? 'The client id is a whole number, such as 7.' : 'Paste the token.';
      wrong.focus();
      return;
    }
    const button = $<HTMLButtonElement>(form, 'button[type="submit"]');
    button.disabled = true;
    error.textContent = 'Checking the token with the service.';
    try {
      await new ContentApi({ clientId, token }).verify();
    } catch (refusal) {
      error.textContent = explain(refusal).replace(/ Choose .*$/, '');
      tokenInput.setAttribute('aria-invalid', 'true');
      button.disabled = false;
      tokenInput.focus();
      return;
    }
    storeCredentials({ clientId, token });
    onSignedIn({ clientId, token });
  });
}
