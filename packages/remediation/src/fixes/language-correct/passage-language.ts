import { isDetectable, judgeLanguage, parseLanguageTag } from '@app/analysis';
import type { ChangeLocation } from '../../change.js';
import { confidentLanguage, confidentTextLanguage } from '../../language/confident-language.js';
import { PASSAGES_LEFT } from '../language-presence/document-language.js';
import { fails, type FixContext, type FixLog } from '../fix-context.js';

/** One passage of a file (a paragraph, a block element) as a format reads it. */
export interface Passage {
  /** Its own text, without that of passages or parts declaring a language of their own. */
  text: string;
  /** The language declared for it, its own or inherited, short of the document's; null: the document's. */
  language: string | null;
  location: ChangeLocation;
  /** Writes the language into the copy; false when the passage cannot be edited safely. */
  mark(language: string): boolean;
}

/**
 * The language a document's passages are judged against, when a language check fails: the language
 * the detector is confident of over the whole text, which the document-level fix declares (or the
 * declared one it confirms). Null when no language check fails or the detector is not sure: then
 * no passage is touched, since "another language" needs a document language known for certain.
 */
export function passageBaseLanguage(context: FixContext): string | null {
  if (!fails(context, 'LanguagePresence') && !fails(context, 'LanguageCorrect')) return null;
  return confidentLanguage(context.document);
}

/**
 * The language to mark a passage with, or null to leave it: the detector is confident of the
 * passage's own text (40 letters or more, certainty ≥ 0.9, as for the document) and the analysis'
 * judge (LanguageCorrect's judgeLanguage) finds it is not in the language declared for it.
 */
export function passageLanguage(passage: Pick<Passage, 'text' | 'language'>, base: string): string | null {
  const detected = confidentTextLanguage(passage.text);
  if (!detected) return null;
  const declared = (passage.language && parseLanguageTag(passage.language)?.language) || base;
  // A declared language the detector does not know would always be "detected" as a neighbour.
  if (!isDetectable(declared)) return null;
  const verdict = judgeLanguage(passage.text, declared);
  return verdict.judged && !verdict.matches && verdict.detectedLanguage === detected ? detected : null;
}

/**
 * LanguageCorrect per passage: each passage the detector is confident is in another language than
 * the one declared for it gets that language (`lang`, `w:lang`, `fo:language`), so that the
 * document's text is judged in its own language and a reader's voice switches where the text does.
 * `collect` reads the format's passages; it is called only when a language check fails.
 */
export function fixPassageLanguages(context: FixContext, collect: () => Passage[], log: FixLog): void {
  const base = passageBaseLanguage(context);
  if (!base) return;
  const declared = context.document.metadata.language;
  let marked = 0;
  for (const passage of collect()) {
    const language = passageLanguage(passage, base);
    if (!language) continue;
    if (!passage.mark(language)) {
      log.leave({
        check: 'LanguageCorrect',
        location: passage.location,
        reason: `This passage is in "${language}": another fix changed it, so mark its language by hand`,
      });
      continue;
    }
    marked += 1;
    log.change({
      check: 'LanguageCorrect',
      action: 'marked the language of a passage',
      location: passage.location,
      before: passage.language ?? declared,
      after: language,
      needsReview: false,
    });
  }
  // The document's language was right (no document-level change) and no passage could be told: say so.
  const unchanged = declared?.toLowerCase().split('-')[0] === base && !fails(context, 'LanguagePresence');
  if (marked === 0 && unchanged && fails(context, 'LanguageCorrect')) {
    log.leave({ check: 'LanguageCorrect', location: {}, reason: PASSAGES_LEFT });
  }
}
