// The quality report of a ready job: static checks of the final file set, whichever engine made
// it and whether the caller wrote the files. No browser: html-validate, link and asset
// resolution, and the accessibility rules that can be read from markup and stylesheets.
import type { SiteFile } from '../../../shared/files/site-file.ts';
import type { SiteChecks, CheckProblem } from '../../../shared/jobs/site-checks.ts';
import { accessibilityProblems } from './accessibility-rules.ts';
import { linkProblems } from './link-rules.ts';
import { parsePage } from './parsed-page.ts';
import { contrastProblems } from './contrast-rules.ts';
import { brandCheck } from './brand-rules.ts';
import type { DesignToken } from '../../../shared/design/design-tokens.ts';
import { isPagePath } from '../../../shared/files/file-path.ts';
import { validationProblems } from './page-validation.ts';

/** At most this many problems are listed; the counts stay exact. */
export const MAX_LISTED_PROBLEMS = 50;
const MAX_CHECKED_PAGES = 100;

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
    invalid.push(...(await validationProblems(page.path, page.content)));
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
