import type { WordBody } from '../../formats/docx/word-body.js';
import type { WordStyles } from '../../formats/docx/word-styles.js';
import { escapeXml, childNamed } from '../../xml/xml-part.js';
import { WORD_PARAGRAPH_PROPERTIES, insertInSequence } from '../../xml/schema-order.js';
import { snippetLocation, type FixContext, type FixLog } from '../fix-context.js';
import { headingAction, headingChanges } from './heading-changes.js';

/**
 * Word headings renumbered: a direct w:outlineLvl gets the new level; a heading by style gets the
 * style of the new level (the document's own, or a new one based on its old style, so it keeps its
 * look and only its level changes).
 */
export function fixDocxHeadings(body: WordBody, styles: WordStyles, context: FixContext, log: FixLog): void {
  const headings = body.paragraphs.filter((paragraph) => paragraph.level !== null && paragraph.text !== '');
  const changes = headingChanges(
    context,
    headings.map((heading) => heading.level!),
  );
  if (changes.length === 0) return;
  const model = context.document.headings;
  const same =
    model.length === headings.length && model.every((heading, i) => heading.text.trim() === headings[i]!.text);
  const newStyles = new Map<string, string>();
  for (const change of changes) {
    const heading = headings[change.index]!;
    const location = snippetLocation(same ? model[change.index]!.location : undefined, {
      part: body.part.name,
      element: `w:p[${heading.index + 1}]`,
    });
    if (!same) {
      log.leave({
        check: change.check,
        location,
        reason: 'The headings could not be matched with the ones the analysis read',
      });
      continue;
    }
    const pPr = childNamed(heading.element, 'w:pPr');
    if (heading.direct) {
      body.part.setAttribute(childNamed(pPr, 'w:outlineLvl')!, 'w:val', String(change.to - 1));
    } else {
      const style = styles.headingStyle(change.to) ?? newStyle(styles, heading.styleId!, change.to, newStyles);
      const pStyle = childNamed(pPr, 'w:pStyle');
      if (pStyle) body.part.setAttribute(pStyle, 'w:val', style);
      else if (pPr)
        insertInSequence(body.part, pPr, 'w:pStyle', `<w:pStyle w:val="${style}"/>`, WORD_PARAGRAPH_PROPERTIES);
      else body.part.insertChild(heading.element, `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>`, 'first');
    }
    log.change({
      check: change.check,
      action: headingAction(change),
      location,
      before: `level ${change.from}: ${heading.text}`,
      after: `level ${change.to}: ${heading.text}`,
      needsReview: false,
    });
  }
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
