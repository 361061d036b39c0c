// One request of the large suite (issue 33): written as customers write, tagged with the family of
// things it asks for, in one of the four site languages. An edit carries where it starts from (a
// request the engine makes first, or files a person brings) and its instruction is the query.
import type { Expectation } from '../asked-for.ts';

export const FAMILIES = ['names', 'items', 'prices', 'links', 'structure', 'widgets', 'theme', 'facts', 'edits'] as const;
export type Family = (typeof FAMILIES)[number];
export type Lang = 'en' | 'de' | 'es' | 'fr';

export interface StartingFile {
  path: string;
  content: string;
}

export interface SuiteCase {
  family: Family;
  lang: Lang;
  query: string;
  expects: Expectation[];
  /** Edits only: the site the instruction is applied to. */
  start?: { query: string } | { files: StartingFile[]; what: string };
}
