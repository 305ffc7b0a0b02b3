import type { WordBody } from '../../formats/docx/word-body.js';
import type { WordStyles } from '../../formats/docx/word-styles.js';
import { escapeXml, childNamed } from '../../xml/xml-part.js';
import { WORD_PARAGRAPH_PROPERTIES, insertInSequence } from '../../xml/schema-order.js';
import type { FixContext, FixLog } from '../fix-context.js';
import { renumberOfficeHeadings } from './office-headings.js';

/**
 * Word headings renumbered: a direct w:outlineLvl gets the new level; a heading by style gets the
 * style of the new level (the document's own, or a new one based on its old style, so it keeps its
 * look and only its level changes).
 */
export function fixDocxHeadings(body: WordBody, styles: WordStyles, context: FixContext, log: FixLog): void {
  const headings = body.paragraphs
    .filter((paragraph) => paragraph.level !== null && paragraph.text !== '')
    .map((paragraph) => ({
      paragraph,
      level: paragraph.level!,
      text: paragraph.text,
      place: { part: body.part.name, element: `w:p[${paragraph.index + 1}]` },
    }));
  const newStyles = new Map<string, string>();
  renumberOfficeHeadings(
    headings,
    (model, file) => model.trim() === file,
    ({ paragraph }, change) => {
      const pPr = childNamed(paragraph.element, 'w:pPr');
      if (paragraph.direct) {
        body.part.setAttribute(childNamed(pPr, 'w:outlineLvl')!, 'w:val', String(change.to - 1));
        return;
      }
      const style = styles.headingStyle(change.to) ?? newStyle(styles, paragraph.styleId!, change.to, newStyles);
      const pStyle = childNamed(pPr, 'w:pStyle');
      if (pStyle) body.part.setAttribute(pStyle, 'w:val', style);
      else if (pPr)
        insertInSequence(body.part, pPr, 'w:pStyle', `<w:pStyle w:val="${style}"/>`, WORD_PARAGRAPH_PROPERTIES);
      else body.part.insertChild(paragraph.element, `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>`, 'first');
    },
    context,
    log,
  );
}

/** A paragraph style of heading level `level` based on `base`: the same look, another outline level. */
function newStyle(styles: WordStyles, base: string, level: number, made: Map<string, string>): string {
  const key = `${base}/${level}`;
  const existing = made.get(key);
  if (existing) return existing;
  let id = `Heading${level}`;
  while (styles.byId.has(id) || [...made.values()].includes(id)) id += 'Fixed';
  styles.part!.insertChild(
    styles.part!.root,
    `<w:style w:type="paragraph" w:styleId="${escapeXml(id)}"><w:name w:val="heading ${level}"/><w:basedOn w:val="${escapeXml(base)}"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:outlineLvl w:val="${level - 1}"/></w:pPr></w:style>`,
  );
  made.set(key, id);
  return id;
}
