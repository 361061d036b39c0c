// The language of the request decides the language of the site. franc does the statistics;
// short requests ("Sitio para mi panadería") are too short for trigrams, so a few function words
// and accents settle those.
import { franc } from 'franc-min';

export type Lang = 'en' | 'es' | 'fr' | 'de';

const FRANC_TO_LANG: Record<string, Lang> = { eng: 'en', spa: 'es', fra: 'fr', deu: 'de' };

const MARKERS: Record<Lang, RegExp> = {
  en: /\b(the|a|an|for|with|and|my|our|website|site|page|please|make|build|create)\b/gi,
  es: /\b(el|la|los|las|una?|para|con|mi|nuestr[oa]|sitio|página|pagina|web|crea|haz|quiero|llamad[oa]|panadería|y)\b/gi,
  fr: /\b(le|la|les|une?|pour|avec|mon|ma|notre|site|créer|creer|fais|appelée?|et|des|du)\b/gi,
  de: /\b(der|die|das|eine?n?|für|fuer|mit|mein[e]?|unser[e]?|webseite|seite|erstelle|namens|und)\b/gi,
};

export function detectLanguage(text: string): Lang {
  const counts = (Object.keys(MARKERS) as Lang[]).map((lang) => [lang, text.match(MARKERS[lang])?.length ?? 0] as const);
  counts.sort((a, b) => b[1] - a[1]);
  if (text.length >= 60) {
    const guess = FRANC_TO_LANG[franc(text, { only: ['eng', 'spa', 'fra', 'deu'], minLength: 10 })];
    // A list of capitalised names ("Home, About us, Treatments, Prices") can fool the trigrams:
    // a guess without one of its language's small words loses to the language that has them.
    const markers = counts.find(([lang]) => lang === guess)?.[1] ?? 0;
    if (guess && (markers > 0 || counts[0]![1] === 0)) return guess;
  }
  const [best, second] = counts;
  if (best && best[1] > 0 && (!second || best[1] > second[1])) return best[0];
  return 'en';
}
