import type { ContentDocument } from '../content/content-document.js';
import { escapeText as e } from '../markup/escape.js';

/**
 * The navigation document's table of contents from the headings (ids `h-<n>` in content.xhtml),
 * nested by level; a document without headings gets one entry, its title. Print pages, when the
 * source had pages, form the page list.
 */
export function navigationDocument(document: ContentDocument, contentFile: string): string {
  const headings = document.blocks.flatMap((block) => (block.kind === 'heading' ? [block] : []));
  const pages = document.blocks.flatMap((block) => (block.kind === 'pageBreak' ? [block.page] : []));
  let toc: string;
  if (headings.length === 0) {
    toc = `<ol><li><a href="${contentFile}">${e(document.title)}</a></li></ol>`;
  } else {
    // Levels never skip going down (normalise.ts), so each deeper heading opens one list.
    let markup = '';
    let depth = 0;
    headings.forEach((heading, i) => {
      const level = Math.min(heading.level, depth + 1);
      if (level > depth) markup += '<ol>'.repeat(level - depth);
      else markup += '</li>' + '</ol></li>'.repeat(depth - level);
      depth = level;
      markup += `<li><a href="${contentFile}#h-${i + 1}">${e(heading.text)}</a>`;
    });
    markup += '</li>' + '</ol></li>'.repeat(depth - 1) + '</ol>';
    toc = markup;
  }
  const pageList =
    pages.length > 0
      ? `<nav epub:type="page-list" hidden="hidden"><h2>Pages</h2><ol>${pages
          .map((page) => `<li><a href="${contentFile}#page-${page}">${page}</a></li>`)
          .join('')}</ol></nav>`
      : '';
  return xhtml(document, 'Contents', `<nav epub:type="toc" id="toc"><h1>Contents</h1>${toc}</nav>${pageList}`);
}

/** An XHTML content document of the package. */
export function xhtml(document: ContentDocument, title: string, body: string): string {
  const lang = e(document.language);
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="${lang}" xml:lang="${lang}">
<head>
<meta charset="utf-8" />
<title>${e(title)}</title>
<link rel="stylesheet" type="text/css" href="style.css" />
</head>
<body>
${body}
</body>
</html>
`;
}
