/** Paragraphs in a few languages, each long enough (well over 100 letters) to detect reliably. */
export const ENGLISH =
  'Accessibility means that people with disabilities can perceive, understand, navigate and interact ' +
  'with documents. A well structured document has headings that describe its sections, a title that ' +
  'says what it is about, alternative text for its pictures and enough contrast between its text and ' +
  'the background, so that everyone can read it with or without assistive technology.';

export const FRENCH =
  "L'accessibilité permet aux personnes handicapées de percevoir, de comprendre et d'utiliser les " +
  'documents. Un document bien structuré possède des titres qui décrivent ses sections, un titre qui ' +
  'dit de quoi il parle, un texte de remplacement pour ses images et un contraste suffisant entre le ' +
  'texte et le fond, afin que chacun puisse le lire avec ou sans aide technique.';

export const GERMAN =
  'Barrierefreiheit bedeutet, dass Menschen mit Behinderungen Dokumente wahrnehmen, verstehen und ' +
  'bedienen können. Ein gut gegliedertes Dokument hat Überschriften, die seine Abschnitte beschreiben, ' +
  'einen Titel, der sagt, worum es geht, Alternativtexte für seine Bilder und genug Kontrast zwischen ' +
  'dem Text und dem Hintergrund, damit alle es lesen können.';

export const SHORT_ENGLISH = 'Hello world, this is a short note.';
