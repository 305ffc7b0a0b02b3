import type { Element } from 'domhandler';
import { OdfStyleSheet } from '../../formats/odf/odf-styles.js';
import { documentBody, isParagraph, paragraphText, readElements } from '../../formats/odf/odf-text.js';
import { childNamed, type XmlPart } from '../../xml/xml-part.js';
import type { OfficePackage } from '../../zip/office-package.js';
import type { FixContext, FixLog } from '../fix-context.js';
import { fixPassageLanguages, type Passage } from './passage-language.js';

/**
 * An ODT or ODP paragraph (a slide's text boxes' too) confidently in another language than the one declared for it: its content
 * wrapped in a text:span of an automatic text style with fo:language (fo:country "none"), as Writer
 * writes a language set on a paragraph's text; the analysis reads a span's language over its
 * paragraph's. No existing style is edited or copied (other fixers edit them: Contrast), and the
 * paragraph's own style and attributes stay (Headings edits them). Paragraphs holding other
 * paragraphs (a text box) or a span with a language of its own are left.
 */
export function fixOdfPassageLanguages(
  pkg: OfficePackage,
  content: XmlPart,
  kind: 'odt' | 'odp',
  context: FixContext,
  log: FixLog,
): void {
  const body = documentBody(content, kind);
  if (!body) return;
  const sheet = new OdfStyleSheet([content, pkg.has('styles.xml') ? pkg.part('styles.xml') : null]);
  const languageStyles = new Map<string, string>();
  const styleFor = (language: string) => {
    let name = languageStyles.get(language);
    if (!name) {
      name = `Language_${language}`;
      for (let n = 2; sheet.has('text', name); n++) name = `Language_${language}_${n}`;
      languageStyles.set(language, name);
      addAutomaticStyle(content, name, language);
    }
    return name;
  };
  const collect = () => {
    const counts = { 'text:p': 0, 'text:h': 0 };
    const found: Passage[] = [];
    for (const paragraph of readElements(body, isParagraph)) {
      const index = ++counts[paragraph.name as keyof typeof counts];
      const text = ownText(paragraph, sheet);
      if (text === null || !text.trim()) continue;
      found.push({
        text,
        language: sheet.language('paragraph', paragraph.attribs['text:style-name']),
        location: { part: content.name, element: `${paragraph.name}[${index}]` },
        mark: (language) => {
          content.insertChild(paragraph, `<text:span text:style-name="${styleFor(language)}">`, 'first');
          content.insertChild(paragraph, '</text:span>', 'last');
          return true;
        },
      });
    }
    return found;
  };
  fixPassageLanguages(context, collect, log);
}

/**
 * The paragraph's text; null when it holds another paragraph (a text box, whose text the span would
 * also take over) or a span that declares a language of its own.
 */
function ownText(paragraph: Element, sheet: OdfStyleSheet): string | null {
  if (readElements(paragraph, isParagraph).length > 1) return null;
  return paragraphText(
    paragraph,
    (element) => element.name === 'text:span' && sheet.language('text', element.attribs['text:style-name']) !== null,
  );
}

/** An automatic text style declaring the language, in content.xml's automatic styles (made if missing). */
function addAutomaticStyle(content: XmlPart, name: string, language: string): void {
  const [code, country] = language.split('-');
  const style =
    `<style:style style:name="${name}" style:family="text"><style:text-properties fo:language="${code}" ` +
    `fo:country="${country ?? 'none'}"/></style:style>`;
  const automatic = childNamed(content.root, 'office:automatic-styles');
  if (automatic) content.insertChild(automatic, style, 'last');
  else
    content.insertBefore(
      childNamed(content.root, 'office:body')!,
      `<office:automatic-styles>${style}</office:automatic-styles>`,
    );
}
