import { ContentApi } from './api/content-api.js';
import { showReport } from './screens/report-screen.js';
import { showSignIn } from './screens/sign-in-screen.js';
import { keepDroppedFilesInPage, showStart } from './screens/start-screen.js';
import { uploadAndWait } from './screens/progress-screen.js';
import {
  forgetCredentials,
  requestedHash,
  storedCredentials,
  takeCredentialsFromFragment,
} from './session/credentials.js';
import { setNavActions } from './ui/screen.js';

/**
 * The viewer's screens: sign in (no credentials in this tab), start (upload or open a hash),
 * progress (upload, then analysis) and report. The address says which report is open
 * (`#hash=<sha256>`), so Back, Forward and reload work; the credentials never appear in it.
 */

/** Files this tab uploaded or picked, by content hash: a PDF's and an image's pages come from them. */
const localFiles = new Map<string, File>();
/** Bumped on every screen change: work for an older screen (polling, painting) stops. */
let screen = 0;

function go(hash: string | null): void {
  history.pushState(null, '', hash ? `#hash=${hash}` : `${location.pathname}${location.search}`);
  void route();
}

async function route(): Promise<void> {
  const current = ++screen;
  const credentials = storedCredentials();
  if (!credentials) {
    showSignIn(() => void route());
    return;
  }
  const api = new ContentApi(credentials);
  setNavActions([
    { label: 'Check another file', run: () => go(null) },
    {
      label: 'Forget the token',
      run: () => {
        forgetCredentials();
        localFiles.clear();
        go(null);
      },
    },
  ]);
  const hash = requestedHash();
  if (hash) {
    await showReport({
      api,
      hash,
      local: localFiles.get(hash),
      onLocalFile: (file) => {
        localFiles.set(hash, file);
        void route();
      },
    });
    return;
  }
  showStart({
    upload: async (file) => {
      const uploaded = await uploadAndWait(
        api,
        file,
        () => screen === current,
        () => go(null),
      );
      if (!uploaded || screen !== current) return;
      localFiles.set(uploaded, file);
      go(uploaded);
    },
    open: (openHash) => go(openHash),
  });
}

takeCredentialsFromFragment();
keepDroppedFilesInPage();
window.addEventListener('popstate', () => void route());
void route();
