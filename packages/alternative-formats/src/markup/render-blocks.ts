import type { Block, EmbeddedImage, FigureBlock, TableBlock } from '../content/content-document.js';
import { escapeText as e } from './escape.js';

/** What a figure without a text alternative in its source is announced as: we never invent one. */
export const NO_DESCRIPTION = 'Picture without a description in the original document';

export interface RenderOptions {
  /** The src of a figure's picture: a data: URL (Html) or a file of the package (Epub). */
  imageSource(image: EmbeddedImage, index: number): string;
  /** A paragraph's or list item's text as markup (Beeline colours it); default: escaped. */
  text?(text: string): string;
  /** Print page markers (Epub); default none. */
  pageBreak?(page: number): string;
  /** Give headings ids (`h-1`...) for a table of contents. */
  headingIds?: boolean;
}

/**
 * Blocks as semantic markup that is both HTML5 and well-formed XHTML (void elements closed with
 * `/>`, everything escaped), so that Html, Epub and Beeline share one rendering.
 */
export function renderBlocks(blocks: readonly Block[], options: RenderOptions): string {
  const text = options.text ?? e;
  let figures = 0;
  let headings = 0;
  const out: string[] = [];
  for (const block of blocks) {
    const lang =
      'language' in block && block.language ? ` lang="${e(block.language)}" xml:lang="${e(block.language)}"` : '';
    switch (block.kind) {
      case 'heading': {
        const id = options.headingIds ? ` id="h-${++headings}"` : '';
        out.push(`<h${block.level}${id}${lang}>${e(block.text)}</h${block.level}>`);
        break;
      }
      case 'paragraph':
        out.push(`<p${lang}>${text(block.text)}</p>`);
        break;
      case 'list': {
        const tag = block.ordered ? 'ol' : 'ul';
        out.push(`<${tag}${lang}>${block.items.map((item) => `<li>${text(item)}</li>`).join('')}</${tag}>`);
        break;
      }
      case 'table':
        out.push(renderTable(block, lang));
        break;
      case 'figure':
        out.push(renderFigure(block, lang, () => options.imageSource(block.image!, ++figures)));
        break;
      case 'pageBreak':
        if (options.pageBreak) out.push(options.pageBreak(block.page));
        break;
    }
  }
  return out.join('\n');
}

function renderTable(block: TableBlock, lang: string): string {
  const [first, ...rest] = block.rows;
  const headRow = first && first.every((cell) => cell.header);
  const row = (cells: TableBlock['rows'][number]) =>
    `<tr>${cells
      .map((cell) =>
        cell.header ? `<th scope="${cell.scope ?? 'col'}">${e(cell.text)}</th>` : `<td>${e(cell.text)}</td>`,
      )
      .join('')}</tr>`;
  const caption = block.caption ? `<caption>${e(block.caption)}</caption>` : '';
  const head = headRow ? `<thead>${row(first)}</thead>` : '';
  const body = (headRow ? rest : block.rows).map(row).join('');
  return `<table${lang}>${caption}${head}${body ? `<tbody>${body}</tbody>` : ''}</table>`;
}

function renderFigure(block: FigureBlock, lang: string, source: () => string): string {
  const caption = block.caption ? `<figcaption>${e(block.caption)}</figcaption>` : '';
  if (!block.image) return `<figure${lang}><p>Picture: ${e(block.alt || NO_DESCRIPTION)}</p>${caption}</figure>`;
  const alt = block.alt === null ? NO_DESCRIPTION : block.alt;
  return `<figure${lang}><img src="${e(source())}" alt="${e(alt)}" />${caption}</figure>`;
}
