// The WebGen-Bench test set (test/fixtures/webgen-bench, see its SOURCE.md), read once for the quality
// suite and the eval. A missing or short file is an error, never a smaller test: the suites would pass on less.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface WebGenItem {
  id: string;
  instruction: string;
  application_type: string;
}

/** WebGen-Bench's test set has this many instructions. */
export const WEBGEN_SIZE = 101;

/** The copy in the repository, unless WEBGEN_BENCH names another. */
export function webgenPath(): string {
  return process.env.WEBGEN_BENCH ?? fileURLToPath(new URL('../../fixtures/webgen-bench/test.jsonl', import.meta.url));
}

export function loadWebGen(): WebGenItem[] {
  const path = webgenPath();
  const text = readFileSync(path, 'utf8');
  const items = text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as WebGenItem);
  if (items.length !== WEBGEN_SIZE) throw new Error(`WebGen-Bench at ${path} has ${items.length} instructions, expected ${WEBGEN_SIZE}`);
  return items;
}
