/// <reference lib="dom" />
/// <reference lib="dom.iterable" />

/** Runs IN THE PAGE: the laid-out document's height in CSS pixels. */
export function documentHeight(): number {
  return Math.max(document.documentElement.scrollHeight, document.body?.scrollHeight ?? 0);
}
