// Money and dates follow the place a request names (GBP in Leeds, EUR in Paris, JPY in Osaka),
// else the request's language. Places are matched by city or country name; the table covers the
// places people commonly name, and an unknown place falls back to the language's default.
import { LRUCache } from 'lru-cache';
import type { Lang } from './language.ts';
import { townNamed } from './towns.ts';

export interface SiteLocale {
  /** BCP 47 locale for numbers and dates ("en-GB"). */
  locale: string;
  /** ISO 4217 currency code ("GBP"). */
  currency: string;
}

const REGIONS: [RegExp, SiteLocale][] = [
  [
    /\b(uk|united kingdom|england|scotland|wales|northern ireland|britain|london|leeds|manchester|liverpool|birmingham|bristol|sheffield|newcastle|nottingham|leicester|brighton|oxford|cambridge|york|bath|cardiff|edinburgh|glasgow|aberdeen|belfast|norwich|exeter|southampton|portsmouth|coventry|reading|derby|hull|bradford|wakefield|york|stoke|wolverhampton|plymouth|sunderland|swansea|dundee|inverness|bournemouth|ipswich|lincoln|chester|durham|carlisle|canterbury|cheltenham|gloucester|worcester|hereford|shrewsbury|harrogate|whitby|margate|hastings|kent|yorkshire|cornwall|devon)\b/i,
    { locale: 'en-GB', currency: 'GBP' },
  ],
  [/\b(ireland|dublin|cork|galway|limerick)\b/i, { locale: 'en-IE', currency: 'EUR' }],
  [/\b(japan|tokyo|osaka|kyoto|yokohama|sapporo|nagoya|fukuoka|kobe|hiroshima|nara)\b/i, { locale: 'ja-JP', currency: 'JPY' }],
  [
    /\b(canada|toronto|montreal|montréal|vancouver|calgary|ottawa|edmonton|winnipeg|quebec|québec|halifax)\b/i,
    { locale: 'en-CA', currency: 'CAD' },
  ],
  [/\b(australia|sydney|melbourne|brisbane|perth|adelaide|canberra|hobart)\b/i, { locale: 'en-AU', currency: 'AUD' }],
  [/\b(new zealand|auckland|wellington|christchurch)\b/i, { locale: 'en-NZ', currency: 'NZD' }],
  [
    /\b(switzerland|schweiz|suisse|zurich|zürich|geneva|genève|genf|basel|bern|lausanne|lucerne|luzern)\b/i,
    { locale: 'de-CH', currency: 'CHF' },
  ],
  [/\b(india|mumbai|delhi|bangalore|bengaluru|chennai|kolkata|hyderabad|pune|jaipur)\b/i, { locale: 'en-IN', currency: 'INR' }],
  [/\b(mexico|méxico|ciudad de méxico|guadalajara|monterrey|oaxaca|puebla|cancún|cancun|tulum)\b/i, { locale: 'es-MX', currency: 'MXN' }],
  [/\b(argentina|buenos aires|córdoba|rosario|mendoza)\b/i, { locale: 'es-AR', currency: 'ARS' }],
  [/\b(colombia|bogotá|bogota|medellín|medellin|cali|cartagena)\b/i, { locale: 'es-CO', currency: 'COP' }],
  [/\b(chile|santiago|valparaíso|valparaiso)\b/i, { locale: 'es-CL', currency: 'CLP' }],
  [/\b(brazil|brasil|são paulo|sao paulo|rio de janeiro|salvador|brasília|brasilia)\b/i, { locale: 'pt-BR', currency: 'BRL' }],
  [/\b(sweden|stockholm|gothenburg|göteborg|malmö|malmo|uppsala)\b/i, { locale: 'sv-SE', currency: 'SEK' }],
  [/\b(norway|oslo|bergen|trondheim)\b/i, { locale: 'nb-NO', currency: 'NOK' }],
  [/\b(denmark|copenhagen|københavn|aarhus|odense)\b/i, { locale: 'da-DK', currency: 'DKK' }],
  [/\b(poland|warsaw|kraków|krakow|wrocław|wroclaw|gdańsk|gdansk)\b/i, { locale: 'pl-PL', currency: 'PLN' }],
  [/\b(czech|prague|praha|brno)\b/i, { locale: 'cs-CZ', currency: 'CZK' }],
  [/\b(south korea|korea|seoul|busan)\b/i, { locale: 'ko-KR', currency: 'KRW' }],
  [/\b(china|beijing|shanghai|shenzhen|guangzhou|chengdu)\b/i, { locale: 'zh-CN', currency: 'CNY' }],
  [/\b(singapore)\b/i, { locale: 'en-SG', currency: 'SGD' }],
  [/\b(hong kong)\b/i, { locale: 'en-HK', currency: 'HKD' }],
  [/\b(thailand|bangkok|chiang mai|phuket)\b/i, { locale: 'th-TH', currency: 'THB' }],
  [/\b(turkey|türkiye|istanbul|ankara|izmir)\b/i, { locale: 'tr-TR', currency: 'TRY' }],
  [/\b(south africa|cape town|johannesburg|durban|pretoria)\b/i, { locale: 'en-ZA', currency: 'ZAR' }],
  [/\b(uae|dubai|abu dhabi)\b/i, { locale: 'en-AE', currency: 'AED' }],
  [
    /\b(france|paris|lyon|marseille|toulouse|nice|nantes|bordeaux|lille|strasbourg|montpellier|rennes)\b/i,
    { locale: 'fr-FR', currency: 'EUR' },
  ],
  [/\b(belgium|belgique|belgië|brussels|bruxelles|antwerp|anvers|ghent|gent|bruges|liège)\b/i, { locale: 'fr-BE', currency: 'EUR' }],
  [
    /\b(germany|deutschland|berlin|munich|münchen|hamburg|cologne|köln|frankfurt|stuttgart|düsseldorf|leipzig|dresden|nuremberg|nürnberg|bremen|hannover|heidelberg)\b/i,
    { locale: 'de-DE', currency: 'EUR' },
  ],
  [/\b(austria|österreich|vienna|wien|salzburg|graz|innsbruck|linz)\b/i, { locale: 'de-AT', currency: 'EUR' }],
  [
    /\b(spain|españa|madrid|barcelona|valencia|seville|sevilla|málaga|malaga|bilbao|granada|zaragoza|palma|san sebastián)\b/i,
    { locale: 'es-ES', currency: 'EUR' },
  ],
  [
    /\b(italy|italia|rome|roma|milan|milano|naples|napoli|florence|firenze|venice|venezia|turin|torino|bologna|palermo)\b/i,
    { locale: 'it-IT', currency: 'EUR' },
  ],
  [/\b(portugal|lisbon|lisboa|porto|faro|coimbra)\b/i, { locale: 'pt-PT', currency: 'EUR' }],
  [/\b(netherlands|holland|amsterdam|rotterdam|utrecht|the hague|den haag|eindhoven)\b/i, { locale: 'nl-NL', currency: 'EUR' }],
  [/\b(greece|athens|thessaloniki)\b/i, { locale: 'el-GR', currency: 'EUR' }],
  [/\b(finland|helsinki|tampere)\b/i, { locale: 'fi-FI', currency: 'EUR' }],
  [
    /\b(usa|united states|new york|los angeles|chicago|houston|phoenix|philadelphia|san antonio|san diego|dallas|austin|seattle|portland|boston|denver|miami|atlanta|nashville|detroit|minneapolis|san francisco|brooklyn|oregon|california|texas|florida|washington)\b/i,
    { locale: 'en-US', currency: 'USD' },
  ],
];

const BY_LANG: Record<Lang, SiteLocale> = {
  en: { locale: 'en-US', currency: 'USD' },
  es: { locale: 'es-ES', currency: 'EUR' },
  fr: { locale: 'fr-FR', currency: 'EUR' },
  de: { locale: 'de-DE', currency: 'EUR' },
};

/** A place this engine knows by name (a country, region or town of the table above). */
export function isKnownPlace(text: string): boolean {
  return REGIONS.some(([pattern]) => pattern.test(text));
}

// A country's locale and currency, by its ISO 3166 code: the table's first for each country.
const BY_COUNTRY = new Map(REGIONS.map(([, locale]) => [locale.locale.split('-')[1]!, locale] as const).reverse());

/**
 * The locale of a place: a country, region or town of the table above, else a town of the engine's
 * table of towns ("Ulm", "Vannes, Bretagne") in a country the table above knows. In a request not
 * written in English only a city of the table counts: its language is a better guess of the country
 * than a small namesake town abroad ("Feria del libro de Alcalá" is no fair in Colombia).
 */
function regionOf(place: string, lang: Lang): SiteLocale | null {
  for (const [pattern, locale] of REGIONS) if (pattern.test(place)) return locale;
  for (const part of place.split(',')) {
    const town = townNamed(part);
    const locale = town && (town.city || lang === 'en') ? BY_COUNTRY.get(town.country) : undefined;
    if (locale) return locale;
  }
  return null;
}

/** The locale of `place` (or, when a currency is named outright, of that currency), else of the language. */
export function localeFor(place: string | null, lang: Lang, text = ''): SiteLocale {
  // A "$" alone before or after a figure is the dollar (a place's own dollar or peso wins below).
  const named = text.match(
    /\b(GBP|EUR|USD|JPY|CAD|AUD|NZD|CHF|MXN)\b|([£€¥]|\b(?:AU|A|CA|C|NZ|MX)\$|\$(?=\s?\d)|(?<=\d\s?)\$)|\b(pounds?|euros?|yen|dollars?|pesos?)\b/i,
  );
  const regional = place ? regionOf(place, lang) : null;
  // "Scarborough ... double room £85": a currency written with the prices wins over the country a
  // town's name guesses (there is a Scarborough in Canada); the prices are shown in the one written.
  // A "$", "dollars" or "pesos" is the place's own when it has one (Toronto's dollars, Bogotá's pesos).
  const written = named ? currencyNamed(named) : null;
  const placesOwn = named !== null && named[1] === undefined && /^(?:\$|dollars?|pesos?)$/i.test(named[0]);
  if (regional && written && !placesOwn && regional.currency !== written)
    return { locale: CURRENCY_HOME[written]?.(lang) ?? BY_LANG[lang].locale, currency: written };
  if (regional)
    return {
      ...regional,
      locale:
        lang === 'en' || regional.locale.startsWith(lang)
          ? regional.locale
          : BY_LANG[lang].locale.replace(/-.*/, `-${regional.locale.split('-')[1]}`),
    };
  if (named) return { locale: BY_LANG[lang].locale, currency: currencyNamed(named) };
  return BY_LANG[lang];
}

// Where a currency is at home, for its number format when no place says it: by the request's language.
const CURRENCY_HOME: Record<string, (lang: Lang) => string> = {
  GBP: () => 'en-GB',
  EUR: (lang) => (lang === 'en' ? 'en-IE' : BY_LANG[lang].locale),
  AUD: () => 'en-AU',
  CAD: (lang) => (lang === 'fr' ? 'fr-CA' : 'en-CA'),
  NZD: () => 'en-NZ',
  CHF: (lang) => (lang === 'fr' ? 'fr-CH' : 'de-CH'),
  JPY: () => 'ja-JP',
  MXN: () => 'es-MX',
};

/** The ISO code of a currency as a request writes it: "GBP", "£", "A$", "pounds". */
function currencyNamed(named: RegExpMatchArray): string {
  const word = (named[1] ?? named[2] ?? named[3] ?? '').toLowerCase();
  return (
    (
      {
        '£': 'GBP',
        '€': 'EUR',
        '¥': 'JPY',
        $: 'USD',
        a$: 'AUD',
        au$: 'AUD',
        c$: 'CAD',
        ca$: 'CAD',
        nz$: 'NZD',
        pound: 'GBP',
        pounds: 'GBP',
        euro: 'EUR',
        euros: 'EUR',
        yen: 'JPY',
        dollar: 'USD',
        dollars: 'USD',
        mx$: 'MXN',
        peso: 'MXN',
        pesos: 'MXN',
      } as Record<string, string>
    )[word] ?? word.toUpperCase()
  );
}

const SCALE: Record<string, number> = {
  JPY: 100,
  KRW: 1000,
  CLP: 900,
  COP: 4000,
  INR: 80,
  ARS: 900,
  THB: 35,
  CZK: 23,
  SEK: 11,
  NOK: 11,
  DKK: 7,
  MXN: 18,
  ZAR: 18,
  TRY: 30,
  CNY: 7,
  HKD: 8,
  PLN: 4,
  BRL: 5,
};

/** A price written in the site's currency: amounts are kept in round local figures (a dish is ¥1,400, not ¥14). */
export function localPrice(amount: number, locale: SiteLocale): number {
  const scale = SCALE[locale.currency];
  return scale ? Math.round((amount * scale) / 10) * 10 : amount;
}

// Making an Intl formatter costs far more than using one, and a site formats dozens of prices.
interface MoneyFormat {
  localeTag: string;
  currency: string;
  digits: number;
}
const moneyFormats = new LRUCache<string, Intl.NumberFormat, MoneyFormat>({
  max: 500,
  memoMethod: (_key, _stale, { context }) =>
    new Intl.NumberFormat(context.localeTag, { style: 'currency', currency: context.currency, maximumFractionDigits: context.digits }),
});
const dateFormats = new LRUCache<string, Intl.DateTimeFormat>({
  max: 100,
  memoMethod: (localeTag) => new Intl.DateTimeFormat(localeTag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
});

/**
 * An amount in the site's currency. Stock prices are scaled to it (`localPrice`); a price the request
 * gave (`given`) is already written in it ("ramen ¥1,200" is ¥1,200, not ¥120,000).
 */
export function formatMoney(amount: number, locale: SiteLocale, given = false): string {
  const value = given ? amount : localPrice(amount, locale);
  const format: MoneyFormat = { localeTag: locale.locale, currency: locale.currency, digits: Number.isInteger(value) ? 0 : 2 };
  return moneyFormats.memo(`${format.localeTag} ${format.currency} ${format.digits}`, { context: format }).format(value);
}

export function formatDate(iso: string, locale: SiteLocale): string {
  return dateFormats.memo(locale.locale).format(new Date(`${iso}T12:00:00Z`));
}
