// html-validate over one page, remembered by the page's digest. The validator is most of a quality
// report's time (about three quarters on the offline engine's pages), and an edit keeps most pages
// byte for byte: the unchanged ones, and the openai engine's own reports of a job's starting and
// draft files, are not validated again. What it finds depends on the page's text alone, so the
// page's path is put on the problems when they are read out.
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import { LRUCache } from 'lru-cache';
import { sha256Hex } from '../../../shared/files/digest.ts';
import type { CheckProblem } from '../../../shared/jobs/site-checks.ts';

/**
 * html-validate's StaticConfigLoader resolves the configuration again on every call, rebuilding
 * its table of HTML elements: two thirds of the checks' time (about 9 ms of a 13 ms report). Our
 * configuration never changes, so it is resolved once.
 */
class ResolvedOnceConfigLoader extends StaticConfigLoader {
  #resolved: ReturnType<StaticConfigLoader['getConfigFor']> | undefined;

  override getConfigFor(handle: string, configOverride?: ConfigData): ReturnType<StaticConfigLoader['getConfigFor']> {
    if (configOverride) return super.getConfigFor(handle, configOverride);
    this.#resolved ??= super.getConfigFor(handle);
    return this.#resolved;
  }
}

// Rules the accessibility checks report in their own words are left out here, so one missing alt
// text is one problem, not two.
const validator = new HtmlValidate(
  new ResolvedOnceConfigLoader({
    extends: ['html-validate:standard'],
    rules: {
      'wcag/h37': 'off',
      'input-missing-label': 'off',
      'heading-level': 'off',
      'no-redundant-role': 'off',
    },
  }),
);

// html-validate's lexer reads text with a lazy expression whose lookahead runs over every
// following space or tab, so a long run of blanks after a word takes time growing with the
// square of its length. Runs longer than this are shortened for the validator only: line
// numbers stay the same, and no rule tells 16 blanks from more.
const LONG_BLANK_RUN = /[ \t]{17,}/g;

function withShortBlankRuns(html: string): string {
  return html.replace(LONG_BLANK_RUN, (run) => run.slice(0, 16));
}

// It reads every line break as a token of its own too (about 1.5 µs each: seconds for a page of
// nothing else on a loaded machine). Runs of more than 16 blank lines are shortened the same way,
// and the lines a run lost are added back to the line numbers it reports. Blanks are at most 16
// long by then, so the expression looks at most 17 characters ahead of each line break.
const LONG_BLANK_LINES = /(?:[ \t]*\n){17,}/g;
const KEPT_BLANK_LINES = 16;

/** The page as the validator reads it, and the written line of a line it reports. */
export function forValidator(html: string): { text: string; writtenLine: (line: number) => number } {
  const short = withShortBlankRuns(html);
  // From line `from` of the shortened text on, `add` lines were taken out above it.
  const cuts: { from: number; add: number }[] = [];
  let counted = 0;
  let lineAt = 1;
  let lost = 0;
  const text = short.replace(LONG_BLANK_LINES, (run: string, offset: number) => {
    for (let i = short.indexOf('\n', counted); i !== -1 && i < offset; i = short.indexOf('\n', i + 1)) lineAt++;
    counted = offset + run.length;
    let breaks = 0;
    let keptEnd = 0;
    for (let i = run.indexOf('\n'); i !== -1; i = run.indexOf('\n', i + 1)) {
      breaks++;
      if (breaks === KEPT_BLANK_LINES) keptEnd = i + 1;
    }
    cuts.push({ from: lineAt - lost + KEPT_BLANK_LINES, add: lost + breaks - KEPT_BLANK_LINES });
    lost += breaks - KEPT_BLANK_LINES;
    lineAt += breaks;
    return run.slice(0, keptEnd);
  });
  // The last cut at or above the line, found by halving (a page may have thousands of each).
  const writtenLine = (line: number) => {
    let low = 0;
    let high = cuts.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cuts[mid]!.from <= line) low = mid + 1;
      else high = mid;
    }
    return line + (low > 0 ? cuts[low - 1]!.add : 0);
  };
  return { text, writtenLine };
}

type Finding = Omit<CheckProblem, 'path'>;

// Bounded by what the findings weigh, not only by their number: a page with thousands of problems
// is one large entry (and one larger than the whole budget is not kept at all).
const remembered = new LRUCache<string, Finding[]>({
  max: 2_000,
  maxSize: 4 * 1024 * 1024,
  sizeCalculation: (findings) => 64 + findings.reduce((bytes, f) => bytes + f.rule.length + f.message.length + 32, 0),
});

let validatorRuns = 0;

/** Forgets every page validated: for the benchmark's bare baseline, where each report reads every page. */
export function forgetValidatedPages(): void {
  remembered.clear();
}

/** How many pages html-validate has read in this thread so far (the others were remembered). */
export function pagesValidated(): number {
  return validatorRuns;
}

async function findingsOf(content: string): Promise<Finding[]> {
  validatorRuns++;
  const read = forValidator(content);
  const result = await validator.validateString(read.text);
  const findings: Finding[] = [];
  for (const r of result.results) {
    for (const m of r.messages) {
      if (m.severity === 2) findings.push({ rule: `html-validate/${m.ruleId}`, message: `line ${read.writtenLine(m.line)}: ${m.message}` });
    }
  }
  return findings;
}

/** What html-validate finds wrong with the page at `path`: errors only, each on its written line. */
export async function validationProblems(path: string, content: string): Promise<CheckProblem[]> {
  const digest = sha256Hex(content);
  let findings = remembered.get(digest);
  if (!findings) {
    findings = await findingsOf(content);
    remembered.set(digest, findings);
  }
  return findings.map((f) => ({ path, ...f }));
}
