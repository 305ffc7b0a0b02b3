import type { ContentDocument } from '../content/content-document.js';
import { escapeText as e } from './escape.js';

/** Readable on any screen, dark text on white far above 4.5:1 (#1a1a1a on #fff is 17.4:1). */
export const BASE_STYLE = `body{margin:0 auto;max-width:42em;padding:1em;font-family:system-ui,sans-serif;font-size:1.125em;line-height:1.6;color:#1a1a1a;background:#fff}
h1,h2,h3,h4,h5,h6{line-height:1.25}
table{border-collapse:collapse;display:block;overflow-x:auto}
th,td{border:1px solid #595959;padding:.3em .5em;text-align:start;vertical-align:top}
figure{margin:1em 0}
img{max-width:100%;height:auto}`;

/** An HTML5 page of the document: `lang`, title, viewport, the style, and `body` inside <main>. */
export function htmlPage(
  document: ContentDocument,
  body: string,
  extra: { style?: string; script?: string } = {},
): string {
  return `<!DOCTYPE html>
<html lang="${e(document.language)}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${e(document.title)}</title>
<style>
${BASE_STYLE}
${extra.style ?? ''}
</style>
</head>
<body>
<main>
${body}
</main>
${extra.script ? `<script>${extra.script}</script>\n` : ''}</body>
</html>
`;
}
