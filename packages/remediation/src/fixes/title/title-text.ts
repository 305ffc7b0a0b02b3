import type { DocumentModel } from '@app/analysis';

/** Longer than any real title: a first "line" this long is a paragraph, cut at a word. */
const MAX_TITLE_LENGTH = 120;

/**
 * The title a document shows: its first heading (a slide's title is one), else its first line of
 * text (a sheet's first cell); null when it has no text. A person should review it either way.
 */
export function titleFrom(document: DocumentModel): string | null {
  const heading = document.headings.map((h) => clean(h.text)).find((text) => /\p{L}/u.test(text));
  if (heading) return cut(heading);
  for (const page of document.pages) {
    for (const run of page.textRuns) {
      if (run.recognised || run.artifact || run.invisible) continue;
      const text = clean(run.text);
      if (/\p{L}/u.test(text)) return cut(text);
    }
  }
  return null;
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

function cut(text: string): string {
  if (text.length <= MAX_TITLE_LENGTH) return text;
  const space = text.lastIndexOf(' ', MAX_TITLE_LENGTH);
  return text.slice(0, space > MAX_TITLE_LENGTH / 2 ? space : MAX_TITLE_LENGTH);
}
