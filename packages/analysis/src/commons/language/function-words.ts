/**
 * The most frequent function words (articles, prepositions, conjunctions, pronouns, auxiliaries) of
 * each language of the labelled set (fixtures/language), written for this project from grammars of
 * each language, not from the labelled texts. A detector of character n-grams guesses from the
 * letters of a few words and is often sure and wrong on them ("Koffie of thee?" is English to CLD3
 * at 0.98); these words are evidence of another kind, read word by word: "van", "het" and "niet"
 * occur in Dutch and not in English. A word that is a function word of several languages ("de",
 * "in", "a") is in each of their lists, so it is evidence for none of them against another
 * (judge-language.ts). Apostrophes and hyphens split words: "l'université" holds "l", "il-kors" "il"
 * (so no list holds "s", which English possessives leave).
 * Bosnian, Croatian and Serbian share one list (Latin and Cyrillic), as do Indonesian and Malay,
 * and Bokmål and Nynorsk: LanguageCorrect counts each group as one language (language-family.ts).
 */
const WORDS: Readonly<Record<string, string>> = {
  af: 'die en van is in het nie ek jy ons hy sy n dat vir met op te aan was word sal kan ook om by na uit as wat hulle julle nog al tot deur moet elke',
  ar: 'في من على إلى عن أن إن هذا هذه التي الذي مع كان لا ما هو هي أو ثم قد كل بعد قبل بين عند',
  be: 'і ў у на не што з як да гэта ад за па але яго яе мы вы яны для быў была быць ёсць або толькі ўжо таксама каб пасля перад',
  bg: 'и в на не да се е за от с че това като по са но ще ли към при който която които или бъде само още също след преди',
  bn: 'এবং এই যে না করে হয় থেকে জন্য একটি সে তার আর কি তা ও আমি আমরা সব পরে আগে',
  ca: 'el la els les de del dels i en que un una és per amb no es se al als hi ho més com però seu seva són va aquest aquesta també l d abans després cada',
  cs: 'a v se na je že to s z do o k i ve pro jak ale by jsou být od po za není tak jeho její jejich nebo při už jen také před každé',
  cy: 'a yn y yr ac i o ar ei eu mae yw ddim gyda fel am ond neu hefyd wedi bod sy roedd ni chi nhw fy dy cyn ôl',
  da: 'og i at det som en på er af for med til den har de ikke om et jeg vi men var kan fra eller så sig også efter ved under mod skal vil være blive bliver hver før',
  de: 'der die das und ist in zu den mit von nicht sich des auf für ein eine einer eines dem im es sie ich wir ihr auch an als am bei nach wie oder aus wird werden sind kann bis vor über zum zur dass noch nur jede jeder',
  en: 'the of and to a in is it that for on with as was be are this by at or from an not have has had you your we our will can all but if their they there which who what when do does he she his her him its were would should could been more than about into out up no so one some any other only also how then these those may must each before after',
  es: 'el la los las de del y en que un una es por para con no se su sus al lo como más o pero este esta está son le les ha hay muy sin sobre entre también cada antes después',
  et: 'ja on ei see et oli kui aga või ka kes mis kas ning selle seda ta me te nad siis kõik pole olema veel iga enne pärast',
  eu: 'eta da ez du bat ere bere hau hori dira zen izan dute baina edo beste gure zure ala baino ondoren aurretik',
  fa: 'و در به از که این را با است برای آن می یک تا هم شود بود نیز هر اما یا پس پیش',
  fi: 'ja on ei se että oli ovat kun mutta tai myös jos kuin ole olla tämä tässä hän me te he mitä joka jotka niin sekä voi vain ennen jälkeen',
  fil: 'ang ng mga sa at na ay si ni ko mo ito iyon para kung hindi may siya sila kami tayo din rin lang bago pagkatapos',
  fr: 'le la les de des du un une et est a à en que qui dans pour pas sur au aux par ne se ce il elle nous vous ils sont avec son sa ses leur plus ou mais cette l d qu n c j on été être avant après chaque',
  ga: 'agus an na is ar i le a ag go ní bhí tá sé sí siad mé tú sibh sinn ach nó freisin seo sin don leis roimh tar',
  gl: 'o a os as de do da dos das e en no na nos nas un unha que para con non por se é ao á pola polo máis como pero seu súa son foi este esta iso tamén cada antes despois',
  he: 'של את על זה לא הוא היא עם גם כי אם או אבל יש אני אנחנו הם כל מה לפני אחרי',
  hi: 'के की का में है और से को यह वह हैं ने पर भी कि एक था थी जो लिए नहीं तो हो बाद पहले',
  hr: 'i u je se na da za s sa od su ne to što kao ili ali po iz do biti će bi koji koja koje kako samo već prije nakon svaki a и а у је се на да за с са од су не то што као или али по из до бити ће би који која које како само већ пре после сваки',
  hu: 'a az és egy hogy nem is van volt meg ez azt de csak már mint el ki be fel le vagy lesz kell sem még ha mert előtt után minden',
  id: 'dan yang di ke dari ini itu untuk dengan tidak akan ada pada juga atau adalah dalam oleh kami kita mereka saya anda bisa boleh telah sudah sebelum setelah selepas setiap',
  is: 'og í á að er sem en ekki við það til með um var fyrir af ég þú hann hún þeir eru hefur verður eða frá eftir hver',
  it: 'il lo la i gli le di del della dei delle e è in che un una per con non si al alla da dal sono come ma più questo questa anche l d c ci ne prima dopo ogni',
  lt: 'ir yra kad su į iš tai ar bet kaip jo jos mes jūs jie buvo bus o nuo iki per dėl prie apie nėra taip prieš po kiekvieno',
  lv: 'un ir ar uz no par kas ka bet vai arī tas tā viņš viņa mēs jūs viņi bija būs kā lai pie līdz pēc nav pirms katras',
  mk: 'и во на не да се е за од со што тоа како по но ќе ли кон при кој која кои или биде само уште исто пред после секоја',
  mt: 'u il l ta fil fit tal li hu hi huma ma jew biex minn għal dan din dawk kien kienet ikun għandu fuq wara ukoll qabel kull',
  nl: 'de het een en van in is dat op te voor met zijn niet aan er die dit ook als bij of om naar uit door maar wordt worden je we ze u hun nog geen wat kan tot over zal na elke',
  no: 'og i at det som en på er av for med til den har de ikke ikkje om et eit ein jeg eg vi men var kan fra frå eller så seg også etter ved under mot skal vil være vere bli blir hva kva ho hver kvar før',
  pl: 'i w z na się nie to że do jest jak o a od po za ale co czy tak są być przez dla go jego jej ich oraz lub przy już tylko przed każdym',
  pt: 'o a os as de do da dos das e em no na nos nas um uma que para com não por se é ao à pelo pela mais como mas seu sua são foi este esta isso também cada antes depois',
  ro: 'și în de la cu pe că un o este sunt nu se din care pentru al ai ale lui mai ce sau dar fi a au acest această prin înainte după fiecare',
  ru: 'и в не на я что он с как а то это по но из у за от к о бы так все она его её же ты мы вы они для был была было быть есть или только уже до после перед каждого',
  sk: 'a v sa na je že to s z do o k i vo pre ako ale by sú byť od po za nie tak jeho jej ich alebo pri už len aj tiež pred každom',
  sl: 'in v je se na da za z s so bo ki pa tudi ne ali od po pri kot do iz če to ta bil bila biti lahko pred vsakem',
  sq: 'dhe të në e i me një për që nga është janë nuk se si por ose do ka kjo ky ai ajo ne ju ata pas para çdo',
  sv: 'och i att det som en på är av för med till den har de inte om ett jag vi ni men var kan från eller så sig också efter vid under mot ska skall blir varje före',
  sw: 'na ya wa kwa ni za katika la cha vya kama lakini au hii hiyo huo ili pia sana yeye wao sisi kabla baada kila',
  tr: 've bir bu da de için ile ne o çok daha gibi ama veya olarak en kadar sonra ben sen biz siz onlar mi mı değil var yok önce her',
  uk: 'і в у на не що з як та й це до від за по але його її ми ви вони для був була бути є або тільки вже також щоб після перед кожного',
  ur: 'کے کی کا میں ہے اور سے کو یہ وہ ہیں نے پر بھی کہ ایک تھا تھی جو لیے بعد پہلے',
  vi: 'và của là có không được trong cho các những một với để người này đã sẽ khi từ thì cũng như sau trước mỗi',
  // Characters, not words: Chinese is written without spaces. Only those Japanese does not use
  // (simplified forms, Chinese particles), so that a Japanese text written in kanji is no evidence.
  zh: '这 們 们 個 个 吗 嗎 呢 吧 么 麼 说 說 请 請 该 該 对 對 为 还 還 过 過 给 給 让 讓 从 從 时 于 是 你 她 它 很 哪 怎',
};

/** Languages shown by their script alone among the languages here: a word in it is a word of the language. */
// Korean, Japanese (by its kana), Thai and Greek have no list: their script is enough. So is that of
// a few languages outside the labelled set, each the one language CLD3 knows in its script.
const SCRIPT_LANGUAGES: readonly [RegExp, string][] = [
  [/\p{sc=Hangul}+/gu, 'ko'],
  [/[\p{sc=Hiragana}\p{sc=Katakana}]+/gu, 'ja'],
  [/\p{sc=Thai}+/gu, 'th'],
  [/\p{sc=Greek}+/gu, 'el'],
  [/\p{sc=Tamil}+/gu, 'ta'],
  [/\p{sc=Telugu}+/gu, 'te'],
  [/\p{sc=Kannada}+/gu, 'kn'],
  [/\p{sc=Malayalam}+/gu, 'ml'],
  [/\p{sc=Gujarati}+/gu, 'gu'],
  [/\p{sc=Gurmukhi}+/gu, 'pa'],
  [/\p{sc=Sinhala}+/gu, 'si'],
  [/\p{sc=Georgian}+/gu, 'ka'],
  [/\p{sc=Armenian}+/gu, 'hy'],
  [/\p{sc=Khmer}+/gu, 'km'],
  [/\p{sc=Lao}+/gu, 'lo'],
];

const HAN = /\p{sc=Han}/gu;

let lexicon: Map<string, ReadonlySet<string>> | undefined;
let evidence: Set<string> | undefined;

/** Every language with a list, by its subtag in language-family.ts's form ('no' for both Norwegians). */
export function functionWordLanguages(): ReadonlyMap<string, ReadonlySet<string>> {
  lexicon ??= new Map(
    Object.entries(WORDS).map(([language, words]) => [language, new Set(words.split(' ').filter(Boolean))]),
  );
  return lexicon;
}

/** Every language the function words (or its script) give evidence for. */
export function evidenceLanguages(): ReadonlySet<string> {
  evidence ??= new Set([...functionWordLanguages().keys(), ...SCRIPT_LANGUAGES.map(([, language]) => language)]);
  return evidence;
}

/** Whether a word is a function word of a language (its script, for the languages shown by their script). */
export function isFunctionWordOf(word: string, language: string): boolean {
  if (functionWordLanguages().get(language)?.has(word)) return true;
  return SCRIPT_TESTS.get(language)?.test(word) ?? false;
}

// The same scripts, to test one word (a regular expression without the g flag keeps no state).
const SCRIPT_TESTS = new Map(SCRIPT_LANGUAGES.map(([script, language]) => [language, new RegExp(script.source, 'u')]));

/**
 * The function words of a text, per language: for each language, the words of the text that are
 * its function words, counted with repetition (in Chinese the characters; in a script of its own,
 * every word). Languages without any are left out.
 */
export function functionWordsByLanguage(text: string): Map<string, string[]> {
  const lower = text.normalize('NFC').toLowerCase();
  const words = lower.match(/[\p{L}\p{M}]+/gu) ?? [];
  const found = new Map<string, string[]>();
  for (const [language, list] of functionWordLanguages()) {
    const hits =
      language === 'zh' ? (lower.match(HAN) ?? []).filter((c) => list.has(c)) : words.filter((w) => list.has(w));
    if (hits.length > 0) found.set(language, hits);
  }
  for (const [script, language] of SCRIPT_LANGUAGES) {
    const hits = lower.match(script);
    if (hits) found.set(language, [...(found.get(language) ?? []), ...hits]);
  }
  return found;
}
