// The WebGen-Bench test set (shared/benchmarks), read once for the quality suite and the eval.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface WebGenItem { id: string; instruction: string; application_type: string }

export function loadWebGen(): WebGenItem[] {
  const candidates = [
    process.env['WEBGEN_BENCH'],
    fileURLToPath(new URL('../../../../shared/benchmarks/webgen-bench/test.jsonl', import.meta.url)),
    '/work/shared/benchmarks/webgen-bench/test.jsonl',
  ].filter((p): p is string => !!p);
  for (const path of candidates) {
    try {
      return readFileSync(path, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as WebGenItem);
    } catch {
      // try the next location
    }
  }
  return [];
}
