/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import type { Slices } from './slices.js';

/**
 * Runs IN THE PAGE, after showSlice and the viewport's last change: waits until what the shown
 * slice's layout asked for has arrived — web fonts (`document.fonts.ready`), and the images its
 * elements and their `::before`/`::after` paint (`background-image`, `border-image`,
 * `list-style-image`), which a browser requests only once they are laid out (a slice shown, a
 * background under a media query the taller viewport meets). Each is loaded again as an image of
 * its own and decoded: the browser's memory cache hands back the request the layout made, so nothing
 * is fetched twice, and the wait ends when they have, however long that takes — no idle window or
 * clock decides what is judged. Every request is answered by the request gate
 * (browser/request-gate.ts), within the safe fetcher's own bounds; a failed one is simply absent,
 * as in a browser. `<img>` elements load with the document, shown or not.
 */
export async function settleResources(): Promise<void> {
  const { slices } = (globalThis as unknown as { __a11y: { slices: Slices } }).__a11y;
  const urls = new Set<string>();
  for (const element of slices.elements()) {
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(element, pseudo);
      for (const value of [style.backgroundImage, style.borderImageSource, style.listStyleImage]) {
        if (!value || value === 'none') continue;
        for (const [, url] of value.matchAll(/url\("((?:[^"\\]|\\.)*)"\)/g)) urls.add(url!.replace(/\\(.)/g, '$1'));
      }
    }
  }
  await Promise.all(
    [...urls].map((url) => {
      const image = new Image();
      image.src = url;
      return image.decode().catch(() => {});
    }),
  );
  await document.fonts.ready;
}
