import { letterCount } from '../text.js';
import { detectLanguage, MIN_LETTERS_TO_DETECT, type LanguageDetection } from './detect-language.js';
import { evidenceLanguages, functionWordsByLanguage, isFunctionWordOf } from './function-words.js';
import { sameLanguage } from './language-family.js';
import { isNearTie, isSure } from './near-tie.js';
import { isWrittenIn } from './script.js';

/**
 * CLD3's own threshold for a reliable guess (`is_reliable`, kReliabilityThreshold): below it no
 * short text is judged.
 */
export const RELIABLE_CERTAINTY = 0.7;
/**
 * A failure needs at least this many function words of the guessed language that the declared one
 * lacks: one may be a name or a loan ("Die Hard" is no Afrikaans).
 */
export const MIN_WORDS_AGAINST = 2;
/** Fewer letters than this say nothing, whatever the words: a lone "OK", "Fig. 2". */
export const MIN_LETTERS_TO_JUDGE = 4;

/** Whether the declared language is the text's: a verdict, or why none is given. */
export type LanguageVerdict =
  { judged: true; matches: boolean; detectedLanguage: string } | { judged: false; reason: string };

/**
 * Judges a text against its declared language (a primary subtag), from two kinds of evidence:
 * CLD3's guess with its certainty (detect-language.ts), and the function words of each language
 * found in the text (function-words.ts). A verdict is given only when the evidence holds it:
 *
 * - **40 letters or more, CLD3 sure** (certainty ≥ 0.9): CLD3 decides, as measured on the labelled set
 *   (no wrong guess at that certainty). The same when the declared language is in another script.
 * - **Otherwise a pass** needs CLD3's guess to be the declared language at CLD3's reliability
 *   (0.7) and the declared language to beat every other language on function words (it has more
 *   words that are its own against each: "het", "van" are Dutch, "de" is also French). On 40
 *   letters or more, a guess of the declared language that no other language's words oppose passes,
 *   and so does a near tie (near-tie.ts) that the function words favour.
 * - **A failure** needs CLD3 reliably sure of another language and the declared language
 *   implausible: the text has function words of the guess that the declared language lacks and
 *   none of the declared language's own against it.
 * - Anything else is left unjudged, with the reason: CLD3 guesses from letter sequences, and on a
 *   few words it is often sure and wrong ("Koffie of thee?" is English to it at 0.98).
 */
export function judgeLanguage(text: string, declared: string): LanguageVerdict {
  const letters = letterCount(text);
  if (letters < MIN_LETTERS_TO_JUDGE) return unjudged(`it has ${letters} letters`);
  const detection = detectLanguage(text, MIN_LETTERS_TO_JUDGE);
  if (!detection) return unjudged('the detector cannot tell its language');
  const long = letters >= MIN_LETTERS_TO_DETECT;
  const guessed = sameLanguage(detection.language, declared);
  const verdict = (matches: boolean): LanguageVerdict => ({
    judged: true,
    matches,
    detectedLanguage: matches && !guessed ? declared : detection.language,
  });
  const otherScript = !isWrittenIn(text, declared);
  if (long && (isSure(detection) || otherScript)) return verdict(guessed);
  const reliable = detection.certainty >= RELIABLE_CERTAINTY;
  const words = new Evidence(text);
  if (guessed) {
    if (reliable && words.favours(declared)) return verdict(true);
    if (long && !words.opposes(declared)) return verdict(true);
    return unjudged(unsure(detection, declared));
  }
  if (reliable && (words.against(detection.language, declared) || otherScript)) return verdict(false);
  if (long && isNearTie(detection, declared) && words.favours(declared)) return verdict(true);
  return unjudged(unsure(detection, declared));
}

function unsure(detection: LanguageDetection, declared: string): string {
  return (
    `the detector's guess, "${detection.language}" at a certainty of ${detection.certainty.toFixed(2)}, ` +
    `and the function words of the languages do not settle whether it is "${declared}"`
  );
}

function unjudged(why: string): LanguageVerdict {
  return { judged: false, reason: why };
}

/** The function words of a text, compared between two languages. */
class Evidence {
  private readonly found: Map<string, string[]>;

  constructor(text: string) {
    this.found = functionWordsByLanguage(text);
  }

  /** Words of `a` in the text that are not words of `b`. */
  own(a: string, b: string): number {
    const key = evidenceKey(a);
    if (key === undefined) return 0;
    return (this.found.get(key) ?? []).filter((word) => !isFunctionWordOf(word, evidenceKey(b) ?? b)).length;
  }

  /** The declared language beats every other language on words of its own against it. */
  favours(declared: string): boolean {
    const key = evidenceKey(declared);
    if (key === undefined || !this.found.has(key)) return false;
    return [...evidenceLanguages()]
      .filter((other) => !sameLanguage(other, declared))
      .every((other) => this.own(declared, other) > this.own(other, declared));
  }

  /** Some other language has words of its own against the declared one (2 or more), more than it has against it. */
  opposes(declared: string): boolean {
    return [...this.found.keys()]
      .filter((other) => !sameLanguage(other, declared))
      .some((other) => {
        const against = this.own(other, declared);
        return against >= MIN_WORDS_AGAINST && against > this.own(declared, other);
      });
  }

  /** The guess has words of its own against the declared language, which has none against it. */
  against(guess: string, declared: string): boolean {
    if (evidenceKey(declared) === undefined) return false;
    return this.own(guess, declared) >= MIN_WORDS_AGAINST && this.own(declared, guess) === 0;
  }
}

/** The language whose function words stand for a language ('no' for 'nb', 'hr' for 'bs'). */
function evidenceKey(language: string): string | undefined {
  return [...evidenceLanguages()].find((key) => sameLanguage(key, language));
}
