// A large account history for the cache search (issue 32): ready, reusable jobs of one account,
// written straight into the read model's tables the search reads (`jobs`, `job_files`,
// `reusable_results`) by multi-row inserts generated inside PostgreSQL, 100,000 rows a statement.
// A million take a few minutes on 2 cores, where building them through the projector would take
// hours. The requests are synthetic but shaped like real ones: a business kind, a two-word name, a
// place, one to three wanted features and an optional tone, in several sentence shapes, 60 to 260
// characters; the same picks rarely meet twice (40 kinds x 1.7 million two-word names x 48 places x features).
// Used by cache-search-bench.ts (npm run bench:cache-search) and test/integration/cache-search-bounded.test.ts.
import type pg from 'pg';
import { requestHashSql } from '../../shared/db/reusable-results.ts';
import { KINDS as REQUEST_KINDS } from './distinct-queries.ts';

export const KINDS = [
  ...REQUEST_KINDS,
  'coffee roaster',
  'climbing gym',
  'wedding planner',
  'accountant',
  'pottery workshop',
  'taxi company',
  'pizzeria',
  'physiotherapist',
  'escape room',
  'car wash',
  'guitar teacher',
  'bed and breakfast',
  'cheese shop',
  'wine bar',
  'tailor',
  'locksmith',
  'piano tuner',
  'dog groomer',
  'surf school',
  'barber',
  'optician',
  'ramen restaurant',
  'printing shop',
  'cycling club',
];
/** Names are made of two syllables each (36 x 36 words, two words a name): diverse as real business names are. */
export const NAME_STARTS = [
  'Bel',
  'Cor',
  'Dar',
  'El',
  'Fen',
  'Gal',
  'Hal',
  'Ist',
  'Jor',
  'Kel',
  'Lor',
  'Mar',
  'Nor',
  'Or',
  'Pel',
  'Quin',
  'Ros',
  'Sil',
  'Tor',
  'Ul',
  'Val',
  'Wen',
  'Yor',
  'Zan',
  'Ash',
  'Brin',
  'Cal',
  'Dun',
  'Ever',
  'Frost',
  'Glen',
  'Hart',
  'Ivy',
  'Kings',
  'Lind',
  'Moss',
];
export const NAME_ENDS = [
  'ridge',
  'wood',
  'mont',
  'ford',
  'haven',
  'field',
  'stone',
  'brook',
  'dale',
  'wick',
  'more',
  'ton',
  'bury',
  'crest',
  'fall',
  'gate',
  'holm',
  'land',
  'mere',
  'port',
  'shaw',
  'thorpe',
  'vale',
  'worth',
  'by',
  'combe',
  'den',
  'ley',
  'stead',
  'well',
  'ward',
  'win',
  'ock',
  'ette',
  'ana',
  'ora',
];
export const PLACES = [
  'Lyon',
  'Porto',
  'Ghent',
  'Turin',
  'Graz',
  'Bergen',
  'Krakow',
  'Seville',
  'Utrecht',
  'Bologna',
  'Tartu',
  'Cork',
  'Leeds',
  'Brno',
  'Aarhus',
  'Nantes',
  'Basel',
  'Gdansk',
  'Malaga',
  'Lille',
  'Ljubljana',
  'Zadar',
  'Tampere',
  'Galway',
  'the old town',
  'the harbour district',
  'a small mountain village',
  'the university quarter',
  'downtown Austin',
  'Portland, Oregon',
  'Melbourne',
  'Osaka',
  'Montreal',
  'Cape Town',
  'Valparaiso',
  'Kyoto',
  'Hobart',
  'Halifax',
  'Reykjavik',
  'Bruges',
  'Salzburg',
  'Innsbruck',
  'Lucca',
  'Cadiz',
  'Split',
  'Riga',
  'Vilnius',
  'Tallinn',
];
export const FEATURES = [
  'opening hours and a contact form',
  'a price list',
  'a gallery of recent work',
  'a booking page',
  'team profiles',
  'a blog and a newsletter sign-up',
  'a map and directions',
  'customer reviews',
  'an online shop for gift cards',
  'a menu with allergens',
  'a frequently asked questions page',
  'a page for private events',
  'a careers page',
  'a seasonal offers banner',
  'a members area',
  'a timetable of classes',
  'a portfolio with case studies',
  'a quote request form',
  'an about page with our history',
  'a page in English and in the local language',
];
export const TONES = [
  '',
  '',
  '',
  ' Keep it warm and friendly.',
  ' Use calm colours and lots of white space.',
  ' It should feel premium.',
  ' Playful, with bold colours.',
  ' Minimal and fast on phones.',
  ' Make it look trustworthy for older customers.',
];

/** The SQL array literal of a list of words. */
const arrayOf = (words: readonly string[]) => `array[${words.map((w) => `'${w.replaceAll("'", "''")}'`).join(', ')}]`;

/** `list[hash(n, salt) mod length]` in SQL; `n` is a bigint column. */
const pickSql = (list: string, salt: number) =>
  `(${list})[1 + ((hashint8(n * 7919 + ${salt})::bigint + 2147483648) % array_length(${list}, 1))]`;

/** The request of history row `n`, as SQL over the bigint column `n`: one of four sentence shapes. */
function requestSql(): string {
  const [kind, first, second, place, f1, f2, f3, tone] = [
    pickSql(arrayOf(KINDS), 1),
    `${pickSql(arrayOf(NAME_STARTS), 2)} || ${pickSql(arrayOf(NAME_ENDS), 12)}`,
    `${pickSql(arrayOf(NAME_STARTS), 3)} || ${pickSql(arrayOf(NAME_ENDS), 13)}`,
    pickSql(arrayOf(PLACES), 4),
    pickSql(arrayOf(FEATURES), 5),
    pickSql(arrayOf(FEATURES), 6),
    pickSql(arrayOf(FEATURES), 7),
    pickSql(arrayOf(TONES), 8),
  ];
  const shape = `((hashint8(n * 7919 + 9)::bigint + 2147483648) % 4)`;
  const features = `((hashint8(n * 7919 + 10)::bigint + 2147483648) % 3)`;
  const wanted = `case ${features} when 0 then ${f1} when 1 then ${f1} || ' and ' || ${f2} else ${f1} || ', ' || ${f2} || ' and ' || ${f3} end`;
  return `case ${shape}
    when 0 then 'A website for a ' || ${kind} || ' called ' || ${first} || ' ' || ${second} || ' in ' || ${place} || ', with ' || ${wanted} || '.' || ${tone}
    when 1 then 'We are ' || ${first} || ' ' || ${second} || ', a ' || ${kind} || ' in ' || ${place} || '. We need a site with ' || ${wanted} || '.' || ${tone}
    when 2 then ${kind} || ' ' || ${first} || ' ' || ${second} || ' (' || ${place} || '): ' || ${wanted}
    else 'Build a one-page site for my ' || ${kind} || ', ' || ${first} || ' ' || ${second} || ', based in ' || ${place} || '. It needs ' || ${wanted} || '.' || ${tone}
  end`;
}

export interface HistoryOptions {
  account: string;
  /** Rows n = from .. from + count - 1 (ids job_h<n>), created one second apart from 2026-01-01. */
  from: number;
  count: number;
  /** Rows a statement; each is one transaction. */
  batch?: number;
  onBatch?: (written: number) => void;
}

/** Writes `count` ready, reusable jobs of one account with three files each, and their `reusable_results` rows. */
export async function loadHistory(client: pg.Client, options: HistoryOptions): Promise<void> {
  const batch = options.batch ?? 100_000;
  for (let start = options.from; start < options.from + options.count; start += batch) {
    const end = Math.min(start + batch, options.from + options.count) - 1;
    await client.query('begin');
    await client.query(
      `insert into jobs (id, account_id, status, query, source, progress, error, sandbox_session, created_at, deployment_id, deploy_url,
                         attempts, prompt_tokens, completion_tokens, total_tokens, state, last_seq, reusable)
       select 'job_h' || n, $1, 'ready', ${requestSql()}, 'generated', 'Done', '', '',
              timestamptz '2026-01-01 00:00:00+00' + n * interval '1 second', 'dep_h' || n, '', 1, 0, 0, 0, '{}'::jsonb, n, true
         from generate_series($2::bigint, $3::bigint) n`,
      [options.account, start, end],
    );
    await client.query(
      `insert into job_files (job_id, account_id, path, position, digest, size, language)
       select 'job_h' || n, $3, f.path, f.position, md5(n || f.path), 1000, f.language
         from generate_series($1::bigint, $2::bigint) n,
              (values ('index.html', 0, 'html'), ('styles.css', 1, 'css'), ('app.js', 2, 'javascript')) f(path, position, language)`,
      [start, end, options.account],
    );
    await client.query(
      `insert into reusable_results (account_id, request_hash, job_id, created_at)
       select distinct on (${requestHashSql('j.query')}) j.account_id, ${requestHashSql('j.query')}, j.id, j.created_at
         from jobs j
        where j.id in (select 'job_h' || n from generate_series($2::bigint, $3::bigint) n) and j.account_id = $1
        order by ${requestHashSql('j.query')}, j.created_at
       on conflict (account_id, request_hash) do nothing`,
      [options.account, start, end],
    );
    await client.query('commit');
    options.onBatch?.(end - options.from + 1);
  }
  await client.query('analyze jobs');
  await client.query('analyze job_files');
  await client.query('analyze reusable_results');
}

/** The stored request of history row `n`. */
export async function storedRequest(client: pg.Client, n: number): Promise<string> {
  const result = await client.query<{ query: string }>('select query from jobs where id = $1', [`job_h${n}`]);
  const query = result.rows[0]?.query;
  if (query === undefined) throw new Error(`no history row ${n}`);
  return query;
}

/**
 * A near-duplicate of a stored request, as people ask again: a word added, a typo, a feature
 * dropped or punctuation changed (variant `i` picks which).
 */
export function nearDuplicate(request: string, i: number): string {
  switch (i % 4) {
    case 0:
      return `Please make ${request.charAt(0).toLowerCase()}${request.slice(1)}`;
    case 1:
      return request.replace(/a([^a]*)$/, 'e$1');
    case 2:
      return request
        .replace(/[.,:()]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    default:
      return `${request} Thanks!`;
  }
}

const OTHER_TOPICS = [
  'a landing page for a mobile app that tracks houseplant watering',
  'documentation portal for an open source database driver',
  'an online résumé for a marine biologist looking for research posts',
  'a fan site about vintage synthesizers with a forum',
  'a charity fundraiser page for a children hospital wing',
  'a conference site with speakers, schedule and ticket sales',
  'a personal blog about long distance hiking in Patagonia',
  'a SaaS pricing page for an invoicing tool for freelancers',
];

/** A request unlike any in the history (different vocabulary and shape), numbered to be distinct. */
export function unrelatedRequest(i: number): string {
  return `Create ${OTHER_TOPICS[i % OTHER_TOPICS.length]!}, version ${i} with a dark theme and ${(i * 37) % 11} sections`;
}

/**
 * A new request in the history's own shape (a kind, place and features it has seen) for a business
 * it has not: the common case of a busy account, near the history but below CACHE_THRESHOLD.
 */
export function sameShapeRequest(i: number): string {
  const kind = KINDS[i % KINDS.length]!;
  const place = PLACES[(i * 7) % PLACES.length]!;
  const feature = FEATURES[(i * 3) % FEATURES.length]!;
  return `A website for a ${kind} called Quix${i} Zumbrota in ${place}, with ${feature}.`;
}
