// The quality report of a ready job: static checks of the final file set, whichever engine made
// it and whether the caller wrote the files. No browser: html-validate, link and asset
// resolution, and the accessibility rules that can be read from markup and stylesheets.
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import type { SiteFile } from '../../../shared/files/site-file.ts';
import type { SiteChecks, CheckProblem } from '../../../shared/jobs/site-checks.ts';
import { accessibilityProblems } from './accessibility-rules.ts';
import { linkProblems } from './link-rules.ts';
import { parsePage, type ParsedPage } from './parsed-page.ts';
import { contrastProblems } from './contrast-rules.ts';
import { brandCheck } from './brand-rules.ts';
import type { DesignToken } from '../../../shared/design/design-tokens.ts';
import { isPagePath } from '../../../shared/files/file-path.ts';

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

// Rules the accessibility checks below report in their own words are left out here, so one
// missing alt text is one problem, not two.
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

/** At most this many problems are listed; the counts stay exact. */
export const MAX_LISTED_PROBLEMS = 50;
const MAX_CHECKED_PAGES = 100;

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

async function validationProblems(page: ParsedPage): Promise<CheckProblem[]> {
  const read = forValidator(page.content);
  const result = await validator.validateString(read.text, page.path);
  const problems: CheckProblem[] = [];
  for (const r of result.results) {
    for (const m of r.messages) {
      if (m.severity === 2)
        problems.push({ path: page.path, rule: `html-validate/${m.ruleId}`, message: `line ${read.writtenLine(m.line)}: ${m.message}` });
    }
  }
  return problems;
}

/** The report; with the request's design tokens, `brand` says whether the result uses them (left out without tokens). */
export async function checkSite(files: SiteFile[], designTokens: readonly DesignToken[] = []): Promise<SiteChecks> {
  // Binary files (images, fonts) are only ever linked to: none is read as a page or a stylesheet.
  const texts = files.filter((f) => f.encoding !== 'base64');
  const pages = texts
    .filter((f) => isPagePath(f.path))
    .slice(0, MAX_CHECKED_PAGES)
    .map((f) => parsePage(f.path, f.content));
  const stylesheets = texts.filter((f) => /\.css$/i.test(f.path));
  const invalid: CheckProblem[] = [];
  const links: CheckProblem[] = [];
  const access: CheckProblem[] = [];
  for (const page of pages) {
    invalid.push(...(await validationProblems(page)));
    links.push(...linkProblems(page, files, pages));
    access.push(...accessibilityProblems(page));
  }
  access.push(...contrastProblems(pages, stylesheets));
  const problems = [...invalid, ...links, ...access];
  return {
    html_valid: invalid.length === 0,
    links_ok: links.length === 0,
    accessibility_problems: access.length,
    problems: problems.slice(0, MAX_LISTED_PROBLEMS),
    ...(designTokens.length > 0 ? { brand: brandCheck(designTokens, pages, stylesheets) } : {}),
  };
}
