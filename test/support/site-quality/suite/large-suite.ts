// The large suite of our own (issue 33), beside the 65 requests of request-suite.ts and the 101
// WebGen-Bench instructions: every family in one list. `npm run eval` checks them all in Chromium
// and prints the score per family; `npm test` runs NEW_SUITE_SAMPLE against the technical bar only
// (test/engines/offline/request-suite-large.test.ts), and the fixture test checks the data.
import { EDITS } from './edits.ts';
import { FACTS } from './facts.ts';
import { ITEMS } from './items.ts';
import { LINKS } from './links.ts';
import { MIXED } from './mixed.ts';
import { NAMES } from './names.ts';
import { PRICES } from './prices.ts';
import { ROUND_10 } from './round-10.ts';
import { ROUND_11 } from './round-11.ts';
import { ROUND_12 } from './round-12.ts';
import { ROUND_13 } from './round-13.ts';
import { ROUND_14 } from './round-14.ts';
import { ROUND_15 } from './round-15.ts';
import { ROUND_16 } from './round-16.ts';
import { ROUND_17 } from './round-17.ts';
import { ROUND_18 } from './round-18.ts';
import { ROUND_19 } from './round-19.ts';
import { ROUND_20 } from './round-20.ts';
import { ROUND_21 } from './round-21.ts';
import { ROUND_22 } from './round-22.ts';
import { ROUND_23 } from './round-23.ts';
import { ROUND_24 } from './round-24.ts';
import { ROUND_25 } from './round-25.ts';
import { ROUND_26 } from './round-26.ts';
import { ROUND_27 } from './round-27.ts';
import { ROUND_28 } from './round-28.ts';
import { ROUND_29 } from './round-29.ts';
import { ROUND_30 } from './round-30.ts';
import { ROUND_31 } from './round-31.ts';
import { STRUCTURE } from './structure.ts';
import type { SuiteCase } from './suite-case.ts';
import { THEME } from './theme.ts';
import { WIDGETS } from './widgets.ts';

export const NEW_SUITE: SuiteCase[] = [
  ...NAMES,
  ...ITEMS,
  ...PRICES,
  ...LINKS,
  ...STRUCTURE,
  ...WIDGETS,
  ...THEME,
  ...FACTS,
  ...EDITS,
  ...MIXED,
  ...ROUND_10,
  ...ROUND_11,
  ...ROUND_12,
  ...ROUND_13,
  ...ROUND_14,
  ...ROUND_15,
  ...ROUND_16,
  ...ROUND_17,
  ...ROUND_18,
  ...ROUND_19,
  ...ROUND_20,
  ...ROUND_21,
  ...ROUND_22,
  ...ROUND_23,
  ...ROUND_24,
  ...ROUND_25,
  ...ROUND_26,
  ...ROUND_27,
  ...ROUND_28,
  ...ROUND_29,
  ...ROUND_30,
  ...ROUND_31,
];

/** The first request of each family, then the first in each language not yet in: small, and every family and language. */
export const NEW_SUITE_SAMPLE: SuiteCase[] = (() => {
  const picked: SuiteCase[] = [];
  for (const c of NEW_SUITE) if (!picked.some((p) => p.family === c.family)) picked.push(c);
  for (const c of NEW_SUITE) if (!picked.some((p) => p.lang === c.lang)) picked.push(c);
  const firstHandEdit = NEW_SUITE.find((c) => c.start && 'files' in c.start);
  if (firstHandEdit && !picked.includes(firstHandEdit)) picked.push(firstHandEdit);
  return picked;
})();
