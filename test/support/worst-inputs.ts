// Shared by the worst-input suites (test/engines/worst-inputs/*.ts, run by worst-inputs.test.ts):
// 1 MiB of the worst characters for engine code, placed where an expression anchored at the end or
// a backtracking one would bite, and a clock that counts this process's CPU time.
// See docs/engines.md, "Bounded work".
import { parse } from 'parse5';
import type { SiteFile } from '../../shared/files/site-file.ts';
import { languageForPath } from '../../shared/files/file-language.ts';

export const MiB = 1024 * 1024;
// CPU time of this process, not wall time: another test file on the same cores does not count. The
// suites run in processes of their own, without tap's coverage counters (which slow this code ten times
// and more), so the bound is about the code as it runs in a generator: a second. A shared virtual
// machine can still be several times slower for a while (its CPU time is counted while the host
// runs someone else), so a run over the second is timed again beside a fixed piece of work, parse5
// reading a page of 1 MiB, and may take up to PARSES of those: about a second on a quiet machine,
// and still a few seconds against the minutes a quadratic expression takes.
export const LIMIT_MS = 1_000;
const PARSES = 10;
let allowedMs = LIMIT_MS;

/** The bound of the run just timed: LIMIT_MS, or PARSES parses of 1 MiB when the machine was slower then. */
export function limit(): number {
  return allowedMs;
}

const REFERENCE_PAGE =
  `<!doctype html><html><head><title>Reference</title></head><body>${'<p>Text of the page, <b>a little</b> marked up.</p>\n'.repeat(20_000)}</body></html>`.slice(
    0,
    1024 * 1024,
  );

function referenceMs(): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 2; i++) {
    const start = process.cpuUsage();
    parse(REFERENCE_PAGE);
    best = Math.min(best, cpuMsSince(start));
  }
  return best;
}

export const WORST: Record<string, (n: number) => string> = {
  'line breaks': (n) => '\n'.repeat(n),
  spaces: (n) => ' '.repeat(n),
  'a word then spaces': (n) => `x${' '.repeat(n - 1)}`,
  '<': (n) => '<'.repeat(n),
  'double quotes': (n) => '"'.repeat(n),
  'single quotes': (n) => "'".repeat(n),
  'one long line': (n) => 'a'.repeat(n),
  '\\n \\n \\n': (n) => '\n '.repeat(n / 2),
  'a{}': (n) => 'a{}'.repeat(n / 3),
  commas: (n) => ','.repeat(n),
  backticks: (n) => '`'.repeat(n),
  tabs: (n) => '\t'.repeat(n),
};

export const file = (path: string, content: string): SiteFile => ({ path, content, language: languageForPath(path) });

export function page(bulk: string, where: 'body' | 'style' | 'end'): string {
  return [
    '<!doctype html>\n<html lang="en">\n<head>\n<title>Shop | Home</title>\n<link rel="stylesheet" href="style.css">\n',
    where === 'style' ? `<style>${bulk}</style>\n` : '',
    '</head>\n<body>\n<header class="site-header">\n  <a class="brand" href="#">Shop</a>\n  <nav>\n    <ul>\n      <li><a href="#gallery">Gallery</a></li>\n    </ul>\n  </nav>\n</header>\n',
    '<main>\n<h1>Hello</h1>\n<section id="gallery"><h2>Gallery</h2></section>\n<p>Call <a href="tel:5550100">555 0100</a> or write to <a href="mailto:a@b.co">a@b.co</a></p>\n<address>1 Old Road 12</address>\n</main>\n',
    where === 'body' ? bulk : '',
    '</body>\n</html>\n',
    where === 'end' ? bulk : '',
  ].join('');
}

/** Milliseconds of CPU time (user and system, every thread of this process) `run` took. */
function cpuMsSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1_000;
}

// A run over the limit is timed once more and the faster run kept: the first can pay for the
// garbage earlier cases left (a major collection) or for compiling; a quadratic run is slow twice.
export function time(run: () => unknown): number {
  const once = () => {
    const start = process.cpuUsage();
    run();
    return cpuMsSince(start);
  };
  allowedMs = LIMIT_MS;
  const first = once();
  if (first < LIMIT_MS) return first;
  allowedMs = Math.max(LIMIT_MS, PARSES * referenceMs());
  return Math.min(first, once());
}

export async function timeAsync(run: () => Promise<unknown>): Promise<number> {
  const once = async () => {
    const start = process.cpuUsage();
    await run();
    return cpuMsSince(start);
  };
  allowedMs = LIMIT_MS;
  const first = await once();
  if (first < LIMIT_MS) return first;
  allowedMs = Math.max(LIMIT_MS, PARSES * referenceMs());
  return Math.min(first, await once());
}

/** Runs an operation that may refuse the input: refusing is fine, taking long is not. */
export function attempt(run: () => unknown): () => void {
  return () => {
    try {
      run();
    } catch (error) {
      if (!(error instanceof Error)) throw error;
    }
  };
}
