import { linearRows, startsWithTitle, type Block, type ContentDocument } from '../content/content-document.js';
import { escapeText as e } from '../markup/escape.js';
import { NO_DESCRIPTION } from '../markup/render-blocks.js';
import { voiceFor } from './voice.js';

/** A heading is set apart by this much silence before and after it. */
export const HEADING_PAUSE_MS = 900;

/**
 * The document as SSML for espeak-ng, in reading order: headings between pauses, list items and
 * table rows as sentences (a data cell read after its column's header), figures by their text
 * alternative. A part in another language espeak-ng speaks is read in that language's voice.
 */
export function speechScript(document: ContentDocument): string {
  const parts = document.blocks.map((block) => speak(block)).filter(Boolean);
  const title = startsWithTitle(document) ? '' : `<p>${e(document.title)}</p><break time="${HEADING_PAUSE_MS}ms"/>\n`;
  return `<speak version="1.0" xml:lang="${e(document.language)}">\n${title}${parts.join('\n')}\n</speak>\n`;
}

function speak(block: Block): string {
  const lang =
    'language' in block && block.language && voiceFor(block.language) ? ` xml:lang="${e(block.language)}"` : '';
  switch (block.kind) {
    case 'heading':
      return `<break time="${HEADING_PAUSE_MS}ms"/><p${lang}>${e(block.text)}</p><break time="${HEADING_PAUSE_MS}ms"/>`;
    case 'paragraph':
      return `<p${lang}>${e(block.text)}</p>`;
    case 'list':
      return `<p${lang}>${block.items.map((item) => `<s>${e(sentence(item))}</s>`).join('')}</p>`;
    case 'table': {
      const rows = linearRows(block).map((row) => `<s>${e(sentence(row))}</s>`);
      const caption = block.caption ? `<s>${e(sentence(`Table: ${block.caption}`))}</s>` : '<s>Table.</s>';
      return `<p${lang}>${caption}${rows.join('')}</p>`;
    }
    case 'figure':
      if (block.alt === '') return ''; // decorative
      return `<p${lang}>${e(sentence(`Picture: ${block.alt ?? NO_DESCRIPTION}`))}</p>`;
    case 'pageBreak':
      return '';
  }
}

/** Ends with a full stop unless it already ends a sentence, so that espeak-ng pauses after it. */
const sentence = (text: string): string => (/[.!?:;]$/.test(text.trim()) ? text : `${text}.`);
