import { escapeHtml } from '@app/report-view';

const APP_NAME = 'Accessibility report viewer';

/**
 * Replaces the main region with a screen: its h1 and body. The document title follows, and focus
 * moves to the h1 so that keyboard and screen-reader users start at the top of the new screen.
 */
export function showScreen(title: string, body: string): HTMLElement {
  const main = document.getElementById('main')!;
  main.innerHTML = `<h1 tabindex="-1">${escapeHtml(title)}</h1>\n${body}`;
  document.title = `${title} – ${APP_NAME}`;
  main.querySelector('h1')!.focus();
  return main;
}

/** Says something to screen readers through the polite live region (progress, outcomes). */
export function announce(text: string): void {
  const announcer = document.getElementById('announcer')!;
  announcer.textContent = '';
  // A fresh text node in the next frame, so that the same message twice is read twice.
  requestAnimationFrame(() => (announcer.textContent = text));
}

export interface NavAction {
  label: string;
  run: () => void;
}

/** The banner's buttons (start again, forget the token): only those that make sense on this screen. */
export function setNavActions(actions: NavAction[]): void {
  const list = document.getElementById('nav-actions')!;
  list.replaceChildren(
    ...actions.map((action) => {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = action.label;
      button.addEventListener('click', action.run);
      item.append(button);
      return item;
    }),
  );
}

export const $ = <T extends Element = HTMLElement>(root: ParentNode, selector: string): T =>
  root.querySelector<T>(selector)!;
