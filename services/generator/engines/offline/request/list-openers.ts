// Words that open a list of things offered without the usual "with" or "including": "I do boiler
// repairs, ...", "Services are ...", "our beers are ...", "Spark Electrics - rewiring, ...",
// 'should list "Low Tide" and "Old Roads"', "wir verkaufen ...", "bieten ... an", "vendemos ...",
// "nous proposons ...". Each opens a list only when a list follows (a comma or an "and"), so
// "prices are fair" lists nothing.
import { SIGN_BEFORE } from './money.ts';

// "it makes sense", "we do not": no list of things follows.
const NOT_OBJECT = String.raw`(?!\s+(?:not|it|sense|them|this|that|me|us|you|everything|things|sure)\b)`;
const VERBS = new RegExp(
  [
    String.raw`\b(?:I|we|it|they|he|she|who|that|which)\s+(?:also\s+)?(?:do(?:es)?|makes?|fix(?:es)?|repairs?|offers?|sells?|provides?|teach(?:es)?|covers?|brews?|bakes?|grows?|stocks?|shoots?|runs?|hosts?|speciali[sz]es? in|treats?|cleans?|installs?|builds?|designs?|delivers?|supply|supplies|organi[sz]es?|creates?|restores?|writes?|paints?)\b${NOT_OBJECT}`,
    // "The bakery makes ...", "a locksmith covering ...": the verb's -s or -ing form after any name.
    // Only verbs that are no plural noun too ("repairs, servicing" lists repairs; "photo shoots" are things).
    // "The club runs Scratch for beginners, ...": "runs" with an object after it ("the ski runs, lifts" are things).
    String.raw`\b(?:makes|bakes|brews|sells|teaches|grows|provides|baking|brewing|teaching)\b${NOT_OBJECT}|\b(?:runs|hosts)\b(?!\s*(?:[,;.&]|and\b|or\b))${NOT_OBJECT}`,
    String.raw`\b(?:should|must|to|will|that|and)\s+list\b`,
    // What an app is for: "an app for families to share chores, ...", "helps teams track bugs, ...", "lets you log ...".
    String.raw`\b(?:to\s+|helps?\s+(?:\p{L}+\s+){0,2}?(?:to\s+)?|lets?\s+(?:\p{L}+\s+){0,2}?)(?:share|track|manage|plan|organi[sz]e|sync|split|log|schedule|compare|store)\b(?=\s+\p{L})${NOT_OBJECT}`,
    // "Bei uns gibt es frische Eier, Kartoffeln, ...", "we have ...", "tenemos ...", "nous avons ...".
    String.raw`\b(?:bei uns gibt es|gibt es bei uns|wir haben|tenemos|nous avons|on trouve|we have|we['’]ve got)\b${NOT_OBJECT}`,
    // What a place has: "Unsere Pension Seeblick hat Doppelzimmer, ...", "the cottage has two bedrooms, ...",
    // "el hostal tiene ...", "cuenta con ...", "le gîte dispose de ...".
    String.raw`(?<![\p{L}])(?:hat|has|tiene|cuenta con|dispone de|dispose d['’]|dispose de)(?![\p{L}])(?!\s+(?:(?:been|got|to|sich|geöffnet|zu|auf|que|lugar|été)(?![\p{L}])|[.,:]))`,
    // A German trade's verb after its name: "Die Tischlerei Hobelspan fertigt Küchen, ...", "Der Weltladen führt ...".
    String.raw`(?<![\p{L}])(?:fertigt|baut|repariert|liefert|backt|näht|röstet|braut|gestaltet|restauriert|installiert|produziert|schneidert|pflanzt|führt)(?![\p{L}])(?!\s+(?:sich|auch|um|zu|nach|in|im)(?![\p{L}]))`,
    // "Vom Ziegenhof Meckerei kommen Ziegenkäse, ...", "bei uns bekommt ihr ...", "hier finden Sie ...",
    // "Wir, die Gärtnerei Rankwerk, ziehen Tomatenpflanzen, ..." (grow; "wir ziehen um" is a move).
    String.raw`(?<![\p{L}])(?:kommen|bekommt ihr|bekommen sie|bekommst du|findet ihr|finden sie|findest du|ziehen|züchten)(?![\p{L}])(?!\s+(?:wir|sie|zu|nach|aus|von|vom|bei|in|im|mit|uns|ihr|du|gern|gerne|um)(?![\p{L}]))`,
    String.raw`\b(?:verkauf\w*|biete[nt]?|anbiete\w*|vend(?:emos|e|en|iendo|ons|ent|ant)?|ofrec\w+|hacemos|propos(?:e|ons|ent|ant)|offr(?:e|ons|ent|ant)|faisons)\b`,
    // A French or Spanish trade's verb after its name: "Le cabinet Ostéo Loire soigne les lombalgies, ...",
    // "La tapicería repara sofás, ..." (never after an article: "la traite", "un livre").
    String.raw`(?<![\p{L}])(?<!(?:le|la|les|un|une|des|du|el|los|las|una?)\s)(?:soigne|traite|répare|fabrique|accompagne|enseigne|restaure|confectionne|cultive|organise|repara|fabrica|elabora|cultiva|imparte|organiza|restaura|confecciona)(?![\p{L}])(?=\s+(?:les|des|la|le|l['’]|du|de|los|las|el|una?|\p{L}))`,
    // German and French say "we" with a verb of their own: "wir pressen Apfelsaft, ...", "nous tissons
    // des tapis, ..." (German writes its nouns in capitals: a lower-case word after "wir" is a verb).
    String.raw`(?<![\p{L}])(?:wir\s+(?!(?:sind|werden|wollen|möchten|brauchen|suchen|wünschen|benötigen|hätten|können|müssen|dürfen|freuen|planen|haben|heißen|heissen)(?![\p{L}]))\p{Ll}{2,20}(?:en|rn|ln)(?!\s+(?:um|zu|nach|aus|von|vom|bei|in|im|mit|uns|euch|ihnen|sich|auch|gern|gerne|an|auf|für|seit|jetzt|ab)(?![\p{L}]))|nous\s+(?!(?:sommes|voulons|souhaitons|cherchons|aimerions|avons|pouvons|devons|appelons)(?![\p{L}]))\p{Ll}{2,20}ons)(?![\p{L}])`,
    // First-person verbs of a trade: "je traite ...", "nous réparons ...", "reparamos ...", "wir reparieren ...".
    String.raw`(?<![\p{L}])(?:(?:je|j['’]|nous)\s*(?:trait(?:e|ons)|soign(?:e|ons)|r[ée]par(?:e|ons)|enseign(?:e|ons)|vends|vendons|fabriqu(?:e|ons)|organis(?:e|ons)|cr[ée](?:e|ons)|install(?:e|ons)|livr(?:e|ons)|cuisin(?:e|ons)|accompagn(?:e|ons))|(?:trat|repar|enseñ|organiz|fabric|instal|cre)(?:o|amos)|hago|imparto|impartimos|(?:ich|wir)\s+(?:fertige|fertigen|produziere|produzieren|nähe|nähen|braue|brauen|röste|rösten|repariere|reparieren|behandle|behandeln|unterrichte|unterrichten|mache|machen|organisiere|organisieren|baue|bauen|backe|backen|liefere|liefern|gestalte|gestalten|installiere|installieren|pflege|pflegen|binde|binden|schneide|schneiden|male|malen|streiche|streichen))(?![\p{L}])`,
  ].join('|'),
  'iu',
);
// "Services are", "our beers are", "The rooms include", "Menu is", and "Spark Electrics - rewiring, ...": these
// also open other sentences ("prices are fair and low"), so they open a list only when commas follow.
// A dash before an amount joins a name to its price ("haircut - £28"): it opens no list.
// "... - that's Salt & Line, the fishmonger": a dash before a sentence opens no list either.
const NOUN_ARE = new RegExp(
  String.raw`\b\p{L}{3,}s\s+(?:are|include|cover)\b|\b(?:menu|range|selection|line-?up|offer|offering)\s+(?:is|includes|covers|consists of)\b|\s[-–—]\s(?!${SIGN_BEFORE}|\d|(?:that|it|this|here|there|we|they|you|I)(?:['’](?:s|re|m)|\s+(?:is|are|am))(?![\p{L}]))`,
  'iu',
);
const AND = /,|\s(?:and|y|et|und|e)\s/i;

/** Where a list opened by one of these words starts in the sentence, and how long its opener is. */
export function listOpening(sentence: string): { index: number; length: number } | null {
  for (const [pattern, follows] of [
    [VERBS, AND],
    [NOUN_ARE, /,/],
  ] as const) {
    const m = pattern.exec(sentence);
    if (m && follows.test(sentence.slice(m.index + m[0].length))) return { index: m.index, length: m[0].length };
  }
  return null;
}

/**
 * "bieten Yoga, Pilates und Meditation an", "füge Name, E-Mail und Kurs hinzu": the German separable
 * verb's particle closes the list, no item.
 */
export function withoutClosingParticle(rest: string): string {
  return rest.replace(/\s+(?:an|hinzu|dazu)(?=[.!?]*\s*$)/, '');
}

/** "features include A, B", "with features like A, B": the words between the opener and the list are no item. */
export function withoutLeadIn(rest: string): string {
  return (
    rest
      .replace(/^\s*(?:(?:key |main |core )?features?\s+)?(?:include|includes|including|like|such as|are)\b\s*:?\s*/i, '')
      // "vend en direct des volailles", "verkaufen direkt ab Hof ...": how it is sold is no part of the first thing.
      .replace(/^\s*(?:en direct|directement|aussi|également|surtout|direkt(?: ab hof)?|auch|también|directamente)\s+/iu, '')
  );
}
