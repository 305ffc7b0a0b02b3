import type { CheckName } from '@app/analysis';
import type { Change } from '../../change.js';
import { fails, type FixContext } from '../fix-context.js';

export const PASSAGES_LEFT = 'Some passages are in another language than the document: mark their language by hand';

export type DocumentLanguageFix =
  { language: string; check: CheckName; change: Omit<Change, 'location'> } | { check: CheckName; reason: string };

/**
 * Whether the document's declared language is to be set, and to what: when it is missing or invalid
 * (LanguagePresence) or the text is in another language than the declared one (LanguageCorrect),
 * to the language the detector is confident of. Null when both pass; a reason when it is not sure.
 */
export function documentLanguageFix(
  context: FixContext,
  detected: string | null,
  { passages = false }: { passages?: boolean } = {},
): DocumentLanguageFix | null {
  const presence = fails(context, 'LanguagePresence');
  const correct = fails(context, 'LanguageCorrect');
  if (!presence && !correct) return null;
  const check: CheckName = presence ? 'LanguagePresence' : 'LanguageCorrect';
  if (!detected) {
    return { check, reason: 'The language of the text could not be told with confidence: declare it by hand' };
  }
  const before = context.document.metadata.language;
  // LanguageCorrect alone may fail on a passage in another language, not the document's: the passage
  // fixer marks them where the format has one (`passages`), else they are left.
  if (!presence && before?.toLowerCase().split('-')[0] === detected) {
    return passages ? null : { check, reason: PASSAGES_LEFT };
  }
  return {
    language: detected,
    check,
    change: { check, action: 'declared the document language', before, after: detected, needsReview: false },
  };
}
