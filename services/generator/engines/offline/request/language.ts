// The language of the request decides the language of the site. franc does the statistics;
// short requests ("Sitio para mi panadería") are too short for trigrams, so a few function words
// and accents settle those.
import { francAll } from 'franc-min';

export type Lang = 'en' | 'es' | 'fr' | 'de';

const FRANC_TO_LANG: Record<string, Lang> = { eng: 'en', spa: 'es', fra: 'fr', deu: 'de' };

// Whole words only, accents included: the "a" closing "Peluquería" is no English article. The days
// of the week and the words of opening and telephoning belong to one language each: a sign-like
// request ("Abrimos de lunes a sábado de 9:00 a 14:00") has few other small words, and two Spanish
// "a"s of a range would otherwise read as English articles (an English "a" is never before a number).
const MARKERS: Record<Lang, RegExp> = {
  // "open" and "closed" too: a request that is mostly a sign ("Corner cafe in York open Mon-Fri
  // 7-5, Sat 8-4, Sun closed") has no other small word, and its trigrams read as French. "an" only
  // before a vowel or h, as English writes it: German's "an der Lahn" is no English.
  en: /(?<!\p{L})(the|a(?!\s*\d)|an(?=\s+[aeiouh])|for|with|and|my|our|we|is|are|of|to|website|site|page|please|make|build|create|open|closed|need|needs|want|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)(?!\p{L})/giu,
  es: /(?<!\p{L})(el|la|los|las|una?|para|con|mi|nuestr[oa]|sitio|página|pagina|web|crea|haz|quiero|llamad[oa]|panadería|y|somos|abiert[oa]s?|cerrad[oa]s?|horarios?|lunes|martes|miércoles|miercoles|jueves|viernes|sábados?|sabados?|domingos?|abrimos|cerramos|teléfono|telefono)(?!\p{L})/giu,
  fr: /(?<!\p{L})(le|la|les|une?|pour|avec|mon|ma|notre|site|créer|creer|fais|appelée?|et|des|du|sommes|ouverte?s?|fermée?s?|lundis?|mardis?|mercredis?|jeudis?|vendredis?|samedis?|dimanches?|ouvrons|fermons|téléphone)(?!\p{L})/giu,
  de: /(?<!\p{L})(der|die|das|eine?n?|für|fuer|mit|mein[e]?|unser[e]?|webseite|seite|erstelle|namens|und|sind|geöffnet|geschlossen|uhr|täglich|bis|im|liegt|heißt|montags?|dienstags?|mittwochs?|donnerstags?|freitags?|samstags?|sonntags?|öffnen|telefon)(?!\p{L})/giu,
};

// German's own letters, and its nouns of a business that English does not borrow (Bäckerei,
// Schreinerei, Zahnarztpraxis, Kfz-Werkstatt, Hofladen, Weinstube, Sportverein, Musikschule).
// (Each word is read at most 40 letters back from its ending: a run of letters is never read from every position.)
const GERMAN_WORDS = /[äöüß]|(?<![\p{L}-])[\p{L}-]{2,40}(?:erei|praxis|werkstatt|laden|stube|verein|schule|handlung|geschäft)(?!\p{L})/iu;

// How close to franc's best guess English's score must come for a request without small words to
// stay English (product names scored 0.99 against a Spanish guess; German bakery goods 0.71).
const NEAR_ENGLISH = 0.9;

export function detectLanguage(text: string): Lang {
  const counts = (Object.keys(MARKERS) as Lang[]).map((lang) => [lang, text.match(MARKERS[lang])?.length ?? 0] as const);
  counts.sort((a, b) => b[1] - a[1]);
  // Prices, times and phone numbers are no language: franc reads only the words.
  const words = text.replace(/[^\p{L}\s'’-]+/gu, ' ');
  if (words.length >= 60) {
    const scores = francAll(words, { only: ['eng', 'spa', 'fra', 'deu'], minLength: 10 });
    const guess = FRANC_TO_LANG[scores[0]?.[0] ?? 'und'];
    // franc's scores are relative to its best guess (1); English's, when another language leads.
    const englishScore = scores.find(([code]) => code === 'eng')?.[1] ?? 0;
    // Lists of items or capitalised names ("day pass £8, ten-visit card £60", "Home, About us,
    // Treatments") are poor prose for trigrams: a guess without one of its language's small words
    // yields to a language with several, or to the one with most when it has none.
    const guessMarkers = counts.find(([lang]) => lang === guess)?.[1] ?? 0;
    // A name in another language ("Café Le Petit Jardin", "La Casa de la Abuela", "Zur Alten
    // Mühle") pulls the trigrams its way in a request written in English (or any of the four): a
    // language whose small words outnumber the guess's three to one, three at least, is the one
    // the request is written in.
    const [top] = counts;
    if (top && top[0] !== guess && top[1] >= 3 && top[1] >= 3 * guessMarkers) return top[0];
    if (guess && guessMarkers > 0) return guess;
    const marked = counts.find(([lang, count]) => lang !== guess && count >= 2);
    if (marked) return marked[0];
    // No small word of any language ("SaaS pricing: Starter $9/month, Team $29/month, Enterprise
    // custom"): product and plan names are poor trigrams, and English, the service's default, is
    // kept unless the guess is well ahead of it ("Backstube Sonnenkorn: Dinkelbrot, Roggenbrot").
    if (guess && counts[0]![1] === 0 && (guess === 'en' || englishScore < NEAR_ENGLISH)) return guess;
  }
  const [best, second] = counts;
  if (best && best[1] > 0 && (!second || best[1] > second[1])) return best[0];
  // No small word at all, too short for trigrams: "Bäckerei Krume in Görlitz", "Zahnarztpraxis
  // Lindner in Cottbus" are German by their letters or their nouns of a business.
  if (best?.[1] === 0 && GERMAN_WORDS.test(text)) return 'de';
  return 'en';
}
