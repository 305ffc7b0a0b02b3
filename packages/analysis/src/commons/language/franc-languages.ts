/**
 * The languages franc-min 6.2 can detect (ISO 639-3, as franc reports them) and the code the API
 * reports as `detectedLanguage`: the ISO 639-1 code where the language, or the macrolanguage it is
 * the standard form of, has one ('arb' → 'ar', 'cmn' → 'zh', 'zlm' → 'ms'), else the 639-3 code.
 */
export const FRANC_LANGUAGES: Readonly<Record<string, string>> = {
  amh: 'am', // Amharic
  arb: 'ar', // Standard Arabic
  azj: 'az', // North Azerbaijani
  bel: 'be', // Belarusian
  ben: 'bn', // Bengali
  bho: 'bho', // Bhojpuri
  bos: 'bs', // Bosnian
  bul: 'bg', // Bulgarian
  ceb: 'ceb', // Cebuano
  ces: 'cs', // Czech
  ckb: 'ckb', // Central Kurdish (CLDR keeps it apart from 'ku', Kurmanji)
  cmn: 'zh', // Mandarin Chinese
  deu: 'de', // German
  ell: 'el', // Modern Greek
  eng: 'en', // English
  fra: 'fr', // French
  fuv: 'ff', // Nigerian Fulfulde
  guj: 'gu', // Gujarati
  hau: 'ha', // Hausa
  hin: 'hi', // Hindi
  hms: 'hms', // Southern Qiandong Miao
  hnj: 'hnj', // Hmong Njua
  hrv: 'hr', // Croatian
  hun: 'hu', // Hungarian
  ibo: 'ig', // Igbo
  ilo: 'ilo', // Iloko
  ind: 'id', // Indonesian
  ita: 'it', // Italian
  jav: 'jv', // Javanese
  jpn: 'ja', // Japanese
  kan: 'kn', // Kannada
  kaz: 'kk', // Kazakh
  kin: 'rw', // Kinyarwanda
  koi: 'koi', // Komi-Permyak
  kor: 'ko', // Korean
  lin: 'ln', // Lingala
  mad: 'mad', // Madurese
  mag: 'mag', // Magahi
  mai: 'mai', // Maithili
  mal: 'ml', // Malayalam
  mar: 'mr', // Marathi
  mya: 'my', // Burmese
  nld: 'nl', // Dutch
  npi: 'ne', // Nepali
  nya: 'ny', // Nyanja
  pan: 'pa', // Panjabi
  pbu: 'ps', // Northern Pashto
  pes: 'fa', // Iranian Persian
  plt: 'mg', // Plateau Malagasy
  pol: 'pl', // Polish
  por: 'pt', // Portuguese
  qug: 'qu', // Chimborazo Highland Quichua
  ron: 'ro', // Romanian
  run: 'rn', // Rundi
  rus: 'ru', // Russian
  sin: 'si', // Sinhala
  skr: 'skr', // Saraiki
  som: 'so', // Somali
  spa: 'es', // Spanish
  srp: 'sr', // Serbian
  sun: 'su', // Sundanese
  swe: 'sv', // Swedish
  swh: 'sw', // Swahili
  tam: 'ta', // Tamil
  tel: 'te', // Telugu
  tgl: 'tl', // Tagalog
  tha: 'th', // Thai
  tur: 'tr', // Turkish
  ukr: 'uk', // Ukrainian
  urd: 'ur', // Urdu
  uzn: 'uz', // Northern Uzbek
  vie: 'vi', // Vietnamese
  yor: 'yo', // Yoruba
  zlm: 'ms', // Malay
  zul: 'zu', // Zulu
  zyb: 'za', // Yongbei Zhuang
};
