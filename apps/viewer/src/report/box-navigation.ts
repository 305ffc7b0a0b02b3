import { checkLabel } from '@app/report-view';
import { $, announce } from '../ui/screen.js';

/**
 * Behaviour over the shared report markup: choosing a check ("Show its boxes") shows only that
 * check's boxes and moves to the first; the tools bar steps through the boxes shown and goes back
 * to all of them; a box number in the text list moves to that box. Moving to a box scrolls it into
 * view and focuses it, so its label (check, page, position) is read.
 */
export function enableBoxNavigation(main: HTMLElement): void {
  const pages = main.querySelector<HTMLElement>('section.pages');
  const allBoxes = [...(pages?.querySelectorAll<HTMLElement>('.box') ?? [])];
  // No boxes drawn (a web page, pages not shown): nothing to step through.
  if (!pages || allBoxes.length === 0) return;
  const tools = document.createElement('div');
  tools.className = 'report-tools';
  tools.innerHTML = `<p id="showing" aria-live="polite"></p>
<button type="button" class="secondary" id="previous-box">Previous box</button>
<button type="button" class="secondary" id="next-box">Next box</button>
<button type="button" class="secondary" id="all-boxes">Show every check's boxes</button>`;
  $(pages, 'h2').after(tools);
  let shown = allBoxes;
  let position = -1;

  const describe = (check: string | null) => {
    const count = `${shown.length} ${shown.length === 1 ? 'box' : 'boxes'}`;
    $(tools, '#showing').textContent = check
      ? `Showing the ${count} of ${checkLabel(check)}.`
      : `Showing all ${count}.`;
  };

  const choose = (check: string | null) => {
    shown = check ? allBoxes.filter((box) => box.dataset.check === check) : allBoxes;
    position = -1;
    if (check) pages.dataset.showing = check;
    else delete pages.dataset.showing;
    for (const element of main.querySelectorAll<HTMLElement>('.box, .box-list tr, li.check')) {
      element.classList.toggle('chosen', check !== null && element.dataset.check === check);
    }
    describe(check);
  };

  const moveTo = (box: HTMLElement) => {
    position = shown.indexOf(box);
    showMark(box);
  };

  main.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a.check-show, .box-list a');
    if (!link) return;
    event.preventDefault();
    if (link.classList.contains('check-show')) {
      choose(link.dataset.check!);
      announce($(tools, '#showing').textContent!);
      if (shown[0]) moveTo(shown[0]);
      return;
    }
    const box = pages.querySelector<HTMLElement>(link.hash);
    if (!box) return;
    if (!shown.includes(box)) choose(null);
    moveTo(box);
  });
  const step = (by: number) => {
    if (shown.length === 0) return;
    moveTo(shown[(position + by + shown.length) % shown.length]!);
  };
  $(tools, '#previous-box').addEventListener('click', () => step(-1));
  $(tools, '#next-box').addEventListener('click', () => step(1));
  $(tools, '#all-boxes').addEventListener('click', () => {
    choose(null);
    announce($(tools, '#showing').textContent!);
  });
  choose(null);
}

/**
 * Scrolls a mark on a page (a box, a change) into view and focuses it, so that its label is read.
 * A mark taller than the window shows its top; others sit in the middle.
 */
export function showMark(mark: HTMLElement): void {
  mark.scrollIntoView({ block: mark.offsetHeight > window.innerHeight * 0.6 ? 'start' : 'center' });
  mark.focus({ preventScroll: true });
}
