import type { Element } from 'domhandler';
import type { WordBody, WordRun } from '../../formats/docx/word-body.js';
import type { WordStyles } from '../../formats/docx/word-styles.js';
import { WORD_RUN_PROPERTIES, insertInSequence } from '../../xml/schema-order.js';
import { childNamed } from '../../xml/xml-part.js';
import type { FixContext, FixLog } from '../fix-context.js';
import { fixPassageLanguages, type Passage } from './passage-language.js';

/**
 * A Word paragraph confidently in another language than the one declared for it gets `w:lang
 * w:val` on each of its runs (what Word writes when a paragraph's language is set: the run
 * properties, where the analysis reads a run's language). Paragraphs whose runs declare different
 * languages were marked by their author and are left.
 */
export function fixDocxPassageLanguages(body: WordBody, styles: WordStyles, context: FixContext, log: FixLog): void {
  fixPassageLanguages(context, () => passages(body, styles), log);
}

function passages(body: WordBody, styles: WordStyles): Passage[] {
  const byParagraph = new Map<number, WordRun[]>();
  for (const run of body.runs)
    byParagraph.set(run.paragraph.index, [...(byParagraph.get(run.paragraph.index) ?? []), run]);
  const found: Passage[] = [];
  for (const runs of byParagraph.values()) {
    const paragraph = runs[0]!.paragraph;
    const languages = new Set(runs.map((run) => declaredLanguage(run, styles)));
    if (languages.size > 1) continue;
    found.push({
      text: runs.map((run) => run.text).join(''),
      language: [...languages][0] ?? null,
      location: { part: body.part.name, element: `w:p[${paragraph.index + 1}]` },
      mark: (language) => {
        if (runs.some((run) => newPropertiesElsewhere(body, run.element))) return false;
        for (const run of runs) setRunLanguage(body, run.element, language);
        return true;
      },
    });
  }
  return found;
}

/** The run's language as declared by its paragraph style, its character style or itself (not docDefaults: the document's). */
function declaredLanguage(run: WordRun, styles: WordStyles): string | null {
  const rPr = childNamed(run.element, 'w:rPr');
  const sources = [
    ...styles.chain(run.paragraph.styleId).map((style) => childNamed(style.element, 'w:rPr')),
    ...styles.chain(childNamed(rPr, 'w:rStyle')?.attribs['w:val']).map((style) => childNamed(style.element, 'w:rPr')),
    rPr,
  ];
  let language: string | null = null;
  for (const properties of sources) language = childNamed(properties, 'w:lang')?.attribs['w:val'] || language;
  return language;
}

/** Another fixer (Contrast) gave the run its first or only run property: a second w:rPr would break the file. */
function newPropertiesElsewhere(body: WordBody, run: Element): boolean {
  const rPr = childNamed(run, 'w:rPr');
  return (!rPr || rPr.children.length === 0) && body.part.isEdited(rPr ?? run);
}

function setRunLanguage(body: WordBody, run: Element, language: string): void {
  const rPr = childNamed(run, 'w:rPr');
  const lang = childNamed(rPr, 'w:lang');
  if (lang) body.part.setAttribute(lang, 'w:val', language);
  else if (rPr) insertInSequence(body.part, rPr, 'w:lang', `<w:lang w:val="${language}"/>`, WORD_RUN_PROPERTIES);
  else body.part.insertChild(run, `<w:rPr><w:lang w:val="${language}"/></w:rPr>`, 'first');
}
