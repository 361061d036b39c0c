// Local links and assets must resolve within the file set: a page, a stylesheet, a script or an
// image that is not among the files is a broken link, and so is a #fragment no element has.
import type { SiteFile } from '../../../shared/files/site-file.ts';
import type { CheckProblem } from '../../../shared/jobs/site-checks.ts';
import { attr, lineOf, type ParsedPage } from './parsed-page.ts';

const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/** The file path a page-relative reference points to, or null when it leaves the site's root. */
export function resolveReference(fromPath: string, reference: string): string | null {
  const base = fromPath.split('/').slice(0, -1);
  const parts = reference.startsWith('/') ? [] : [...base];
  for (const part of reference.replace(/^\/+/, '').split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  const joined = parts.join('/');
  try {
    return decodeURIComponent(joined);
  } catch {
    return joined;
  }
}

function references(page: ParsedPage): { el: ParsedPage['elements'][number]; ref: string; kind: 'link' | 'asset' }[] {
  const out: { el: ParsedPage['elements'][number]; ref: string; kind: 'link' | 'asset' }[] = [];
  for (const el of page.elements) {
    if ((el.tagName === 'a' || el.tagName === 'area') && attr(el, 'href') !== undefined)
      out.push({ el, ref: attr(el, 'href')!, kind: 'link' });
    else if (el.tagName === 'link' && /\bstylesheet\b|\bicon\b/i.test(attr(el, 'rel') ?? '') && attr(el, 'href'))
      out.push({ el, ref: attr(el, 'href')!, kind: 'asset' });
    else if (['img', 'script', 'source', 'video', 'audio', 'iframe', 'embed', 'track'].includes(el.tagName) && attr(el, 'src'))
      out.push({ el, ref: attr(el, 'src')!, kind: 'asset' });
  }
  return out;
}

export function linkProblems(page: ParsedPage, files: SiteFile[], pages: ParsedPage[]): CheckProblem[] {
  const paths = new Set(files.map((f) => f.path));
  const problems: CheckProblem[] = [];
  for (const { el, ref, kind } of references(page)) {
    const value = ref.trim();
    if (value === '' || EXTERNAL.test(value)) continue;
    const [target = '', fragment] = value.split('#', 2);
    const withoutQuery = target.split('?')[0]!;
    const where = `line ${lineOf(el)}: <${el.tagName}>`;
    if (withoutQuery === '') {
      if (fragment && fragment !== 'top' && !page.ids.has(decodeFragment(fragment))) {
        problems.push({
          path: page.path,
          rule: 'broken-link',
          message: `${where} links to #${fragment}, which no element of this page has`,
        });
      }
      continue;
    }
    let resolved = resolveReference(page.path, withoutQuery);
    if (resolved !== null && (resolved === '' || withoutQuery.endsWith('/'))) resolved = `${resolved ? `${resolved}/` : ''}index.html`;
    if (resolved === null || !paths.has(resolved)) {
      problems.push({
        path: page.path,
        rule: kind === 'asset' ? 'missing-asset' : 'broken-link',
        message: `${where} points to ${ref}, which is not among the files`,
      });
      continue;
    }
    if (fragment && fragment !== 'top') {
      const other = pages.find((p) => p.path === resolved);
      if (other && !other.ids.has(decodeFragment(fragment))) {
        problems.push({
          path: page.path,
          rule: 'broken-link',
          message: `${where} links to ${ref}, but ${resolved} has no element with id "${fragment}"`,
        });
      }
    }
  }
  return problems;
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
