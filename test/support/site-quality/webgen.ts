// The WebGen-Bench test set (shared/benchmarks), read once for the quality suite and the eval.
// A missing or short file is an error, never a smaller test: the suites would pass on less.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface WebGenItem { id: string; instruction: string; application_type: string }

/** WebGen-Bench's test set has this many instructions. */
export const WEBGEN_SIZE = 101;

export function webgenPath(): string {
  return process.env.WEBGEN_BENCH ?? fileURLToPath(new URL('../../../../shared/benchmarks/webgen-bench/test.jsonl', import.meta.url));
}

export function loadWebGen(): WebGenItem[] {
  const candidates = [webgenPath(), '/work/shared/benchmarks/webgen-bench/test.jsonl'];
  for (const path of candidates) {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      continue; // try the next location
    }
    const items = text.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as WebGenItem);
    if (items.length !== WEBGEN_SIZE) throw new Error(`WebGen-Bench at ${path} has ${items.length} instructions, expected ${WEBGEN_SIZE}`);
    return items;
  }
  throw new Error(`WebGen-Bench test set not found (looked at ${candidates.join(' and ')}); set WEBGEN_BENCH to its test.jsonl`);
}
