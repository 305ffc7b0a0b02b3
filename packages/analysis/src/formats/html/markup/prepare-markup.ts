import type { Token } from 'parse5';

/** Hints that open connections or load pages ahead, without a request the browser would intercept. */
const SPECULATIVE = /^(preconnect|dns-prefetch|prerender|prefetch|modulepreload)$/i;

/** A change to the source: the text from `start` to `end` replaced by `text`. */
export interface MarkupEdit {
  start: number;
  end: number;
  text: string;
}

/**
 * What becomes of a start tag in the markup the browser gets: the uploaded file without anything
 * that would run or load more than the page itself. A second line of defence: the browser runs with
 * JavaScript off and every request it makes goes through the safe fetcher (browser/request-gate.ts),
 * so this only makes sure that a mistake there is not enough.
 * - `<meta http-equiv="refresh">` (a redirect) or `set-cookie`, speculative link hints: removed.
 * - Event-handler attributes and `javascript:`/`vbscript:` URLs: the tag is written again without
 *   them, with the attributes the parser kept (a repeated attribute, which the parser drops, cannot
 *   come back in place of a removed one).
 * - A closed declarative shadow root is made open: painted the same, its text can then be judged
 *   like any other (no script of the page runs to tell the difference).
 * Scripts and embedded documents are removed as elements, with what they hold (scan-markup.ts).
 * `<noscript>` content stays: with scripts off, the browser shows it.
 */
export function startTagEdit(token: Token.TagToken): MarkupEdit | null {
  const location = token.location;
  if (!location) return null;
  const remove = { start: location.startOffset, end: location.endOffset, text: '' };
  const value = (name: string) => token.attrs.find((attr) => attr.name === name)?.value;
  if (token.tagName === 'meta' && /^(refresh|set-cookie)$/i.test((value('http-equiv') ?? '').trim())) return remove;
  if (token.tagName === 'link' && (value('rel') ?? '').split(/\s+/).some((rel) => SPECULATIVE.test(rel))) {
    return remove;
  }
  const kept = token.attrs.filter((attr) => !/^on/i.test(attr.name) && !/^\s*(javascript|vbscript):/i.test(attr.value));
  const closedShadowRoot = token.tagName === 'template' && value('shadowrootmode')?.toLowerCase() === 'closed';
  if (kept.length === token.attrs.length && !closedShadowRoot) return null;
  const attributes = kept.map(({ name, value: text }) =>
    name === 'shadowrootmode' && closedShadowRoot ? ' shadowrootmode="open"' : ` ${name}="${escapeAttribute(text)}"`,
  );
  return { ...remove, text: `<${token.tagName}${attributes.join('')}${token.selfClosing ? ' /' : ''}>` };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * The source with its edits made, and where its offset `mark` is in the result (for a mark inside
 * an edit, where the edit's text ends). Edits are whole tags or whole elements: one inside
 * another's range goes with it, and removals that overlap are removed together.
 */
export function applyEdits(source: string, edits: MarkupEdit[], mark: number): { markup: string; mark: number } {
  const ordered = [...edits].sort((a, b) => a.start - b.start || b.end - a.end);
  const parts: string[] = [];
  let length = 0;
  let cursor = 0;
  let marked: number | null = null;
  const copyTo = (end: number) => {
    if (marked === null && mark < end) marked = length + Math.max(0, mark - cursor);
    parts.push(source.slice(cursor, end));
    length += end - cursor;
  };
  for (const edit of ordered) {
    if (edit.start < cursor) {
      if (edit.text === '') cursor = Math.max(cursor, edit.end);
      continue;
    }
    copyTo(edit.start);
    parts.push(edit.text);
    length += edit.text.length;
    cursor = edit.end;
  }
  copyTo(source.length);
  return { markup: edits.length === 0 ? source : parts.join(''), mark: marked ?? length };
}
