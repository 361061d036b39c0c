// The browser code of every interactive piece. Each part is an independent block that does
// nothing unless its markup is on the page, so one script.js serves every page of a site and an
// edit can append a part without touching the others.
import { readFileSync } from 'node:fs';

export type ScriptId =
  | 'nav'
  | 'forms'
  | 'lightbox'
  | 'filterList'
  | 'cart'
  | 'countdown'
  | 'todo'
  | 'calculator'
  | 'quiz'
  | 'timer'
  | 'explorer'
  | 'table'
  | 'tabs'
  | 'modal'
  | 'themeToggle'
  | 'multistep'
  | 'game';

export const SCRIPT_ORDER: ScriptId[] = [
  'nav',
  'themeToggle',
  'forms',
  'lightbox',
  'filterList',
  'cart',
  'countdown',
  'todo',
  'calculator',
  'quiz',
  'timer',
  'explorer',
  'table',
  'tabs',
  'modal',
  'multistep',
  'game',
];

// Each part is a real file in ./browser (linted like the rest of the code); read once at start.
// The file's final newline is not part of the script.
const PARTS = Object.fromEntries(
  SCRIPT_ORDER.map((id) => [id, readFileSync(new URL(`./browser/${id}.js`, import.meta.url), 'utf8').replace(/\n$/, '')]),
) as Record<ScriptId, string>;

/** The site's script.js: the parts it uses, in a fixed order (so output is deterministic). */
export function buildScript(ids: Set<ScriptId>): string {
  const parts = SCRIPT_ORDER.filter((id) => ids.has(id)).map((id) => `// ${id}\n${PARTS[id]}`);
  return `'use strict';\n${parts.join('\n\n')}\n`;
}

export function scriptPart(id: ScriptId): string {
  return `// ${id}\n${PARTS[id]}\n`;
}
