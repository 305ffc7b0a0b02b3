import type { Element } from 'domhandler';
import type { Slides } from '../../formats/pptx/slides.js';
import { childNamed, elementsNamed, isElement, textOf } from '../../xml/xml-part.js';
import type { FixContext, FixLog } from '../fix-context.js';
import { fixPassageLanguages, type Passage } from './passage-language.js';

/**
 * A PowerPoint paragraph (a:p) confidently in another language than the one declared for it gets
 * `lang` on the a:rPr of each of its runs, what PowerPoint writes when a paragraph's language is
 * set and where the analysis reads a run's language. Paragraphs whose runs declare different
 * languages were marked by their author and are left.
 */
export function fixPptxPassageLanguages(slides: Slides, context: FixContext, log: FixLog): void {
  fixPassageLanguages(context, () => slides.slides.flatMap((slide) => passages(slide.part)), log);
}

function passages(part: Slides['slides'][number]['part']): Passage[] {
  const found: Passage[] = [];
  elementsNamed(part.root, 'a:p').forEach((paragraph, index) => {
    const runs = paragraph.children.filter(isElement).filter((run) => run.name === 'a:r' || run.name === 'a:fld');
    if (runs.length === 0) return;
    const languages = new Set(runs.map((run) => childNamed(run, 'a:rPr')?.attribs.lang || null));
    if (languages.size > 1) return;
    found.push({
      text: runs.map((run) => textOf(childNamed(run, 'a:t') ?? run)).join(''),
      language: [...languages][0] ?? null,
      location: { part: part.name, element: `a:p[${index + 1}]` },
      mark: (language) => {
        // Another fixer (Contrast) gave a run its a:rPr: a second one would break the slide.
        if (runs.some((run) => !childNamed(run, 'a:rPr') && part.isEdited(run))) return false;
        for (const run of runs) {
          const rPr = childNamed(run, 'a:rPr');
          if (rPr) part.setAttribute(rPr, 'lang', language);
          else part.insertChild(run, `<a:rPr lang="${language}"/>`, 'first');
        }
        return true;
      },
    });
  });
  return found;
}
