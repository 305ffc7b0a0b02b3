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

/** Under 40 letters: CLD3 alone is not trusted on it (judged with its function words). */
export const SHORT_ENGLISH = 'Hello world, this is a short note.';

/** Single sentences, 45 to 80 letters: enough for the detector. */
export const SENTENCES = {
  en: 'Please hand in the essay before Friday so that we can discuss it in class.',
  de: 'Bitte geben Sie den Aufsatz vor Freitag ab, damit wir ihn im Unterricht besprechen können.',
  fr: 'Merci de rendre la dissertation avant vendredi pour que nous puissions en discuter en classe.',
  da: 'Aflever venligst opgaven inden fredag, så vi kan diskutere den i timen.',
  nb: 'Lever oppgaven før fredag, slik at vi kan diskutere den i timen.',
  nn: 'Lever oppgåva før fredag, slik at vi kan diskutere ho i timen.',
  fi: 'Palautathan esseen ennen perjantaita, jotta voimme keskustella siitä tunnilla.',
  pl: 'Prosimy o oddanie eseju przed piątkiem, abyśmy mogli omówić go na zajęciach.',
  cy: 'Anfonwch y traethawd cyn dydd Gwener er mwyn i ni ei drafod yn y dosbarth.',
  ru: 'Пожалуйста, сдайте эссе до пятницы, чтобы мы могли обсудить его на занятии.',
  el: 'Παρακαλώ παραδώστε την εργασία πριν από την Παρασκευή για να τη συζητήσουμε στην τάξη.',
  he: 'אנא הגישו את החיבור לפני יום שישי כדי שנוכל לדון בו בכיתה.',
  ar: 'يرجى تسليم المقال قبل يوم الجمعة حتى نتمكن من مناقشته في الصف.',
  hr: 'Molimo predajte esej prije petka kako bismo o njemu razgovarali na satu.',
  id: 'Mohon kirimkan esai sebelum hari Jumat agar kita dapat membahasnya di kelas.',
} as const;

/** Portuguese that CLD3 takes, unsure (0.76), for Galician: a near tie. */
export const PORTUGUESE_READ_AS_GALICIAN =
  'Se precisar de mais tempo para o exame, contacte cedo o gabinete de apoio ao estudante.';
