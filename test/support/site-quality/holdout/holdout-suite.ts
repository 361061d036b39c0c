// The second held-out set (issue 33): requests written as customers write them, by someone who
// read neither the engine nor the large suite's requests, so the engine's authors never tuned
// against them. `npm run eval` scores it per family beside the large suite; nothing asserts its score.
import type { SuiteCase } from '../suite/suite-case.ts';
import { HOLDOUT_EDITS } from './edits.ts';
import { HOLDOUT_FACTS } from './facts.ts';
import { HOLDOUT_ITEMS } from './items.ts';
import { HOLDOUT_LINKS } from './links.ts';
import { HOLDOUT_NAMES } from './names.ts';
import { HOLDOUT_PRICES } from './prices.ts';
import { HOLDOUT_STRUCTURE } from './structure.ts';
import { HOLDOUT_THEME } from './theme.ts';
import { HOLDOUT_WIDGETS } from './widgets.ts';

/** When the set was written: its report says so, so a reader knows how old "never tuned against" is. */
export const HOLDOUT_WRITTEN = '2026-11-26';

export const HOLDOUT_SUITE: SuiteCase[] = [
  ...HOLDOUT_NAMES,
  ...HOLDOUT_ITEMS,
  ...HOLDOUT_PRICES,
  ...HOLDOUT_LINKS,
  ...HOLDOUT_STRUCTURE,
  ...HOLDOUT_WIDGETS,
  ...HOLDOUT_THEME,
  ...HOLDOUT_FACTS,
  ...HOLDOUT_EDITS,
];
