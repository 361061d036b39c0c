// Checks that need no browser: html-validate (standard preset), document basics, local links
// and assets that resolve, nothing loaded from the network.
import { HtmlValidate } from 'html-validate';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

export interface StaticReport {
  htmlErrors: string[];
  basics: string[];
  brokenLinks: string[];
  remoteAssets: string[];
}

function elements(node: Node, out: Element[] = []): Element[] {
  if ('tagName' in node) out.push(node);
  if ('childNodes' in node) for (const child of node.childNodes) elements(child, out);
  if ('content' in node && node.content) elements(node.content as Node, out);
  return out;
}

const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

export async function staticChecks(files: { path: string; content: string }[]): Promise<StaticReport> {
  const report: StaticReport = { htmlErrors: [], basics: [], brokenLinks: [], remoteAssets: [] };
  const paths = new Set(files.map((f) => f.path));
  for (const file of files) {
    if (!/\.html?$/.test(file.path)) {
      if (/\.css$/.test(file.path) && /url\(\s*['"]?(https?:)?\/\//i.test(file.content))
        report.remoteAssets.push(`${file.path}: url() to the network`);
      if (/\.css$/.test(file.path) && /@import\s+(url\()?['"]?https?:/i.test(file.content))
        report.remoteAssets.push(`${file.path}: remote @import`);
      continue;
    }
    const result = await validator.validateString(file.content, file.path);
    for (const r of result.results)
      for (const m of r.messages) if (m.severity === 2) report.htmlErrors.push(`${file.path}:${m.line} ${m.ruleId} ${m.message}`);
    const all = elements(parse(file.content));
    const ids = new Set(all.map((el) => attr(el, 'id')).filter(Boolean));
    const need = (ok: boolean, what: string) => {
      if (!ok) report.basics.push(`${file.path}: ${what}`);
    };
    const html = all.find((el) => el.tagName === 'html');
    need(!!html && !!attr(html, 'lang'), 'missing lang');
    need(
      all.some((el) => el.tagName === 'meta' && attr(el, 'name') === 'viewport'),
      'missing meta viewport',
    );
    need(
      all.some((el) => el.tagName === 'meta' && attr(el, 'name') === 'description' && !!attr(el, 'content')),
      'missing meta description',
    );
    need(
      all.some((el) => el.tagName === 'title'),
      'missing title',
    );
    need(
      all.some((el) => el.tagName === 'main'),
      'missing <main>',
    );
    need(all.filter((el) => el.tagName === 'h1').length === 1, 'not exactly one <h1>');
    let last = 0;
    for (const h of all.filter((el) => /^h[1-6]$/.test(el.tagName))) {
      const level = Number(h.tagName[1]);
      need(level <= last + 1, `heading level jumps to h${level}`);
      last = level;
    }
    for (const el of all) {
      const src = el.tagName === 'a' ? undefined : (attr(el, 'src') ?? (el.tagName === 'link' ? attr(el, 'href') : undefined));
      if (src && /^(https?:)?\/\//i.test(src)) report.remoteAssets.push(`${file.path}: <${el.tagName}> loads ${src}`);
      const href =
        el.tagName === 'a'
          ? attr(el, 'href')
          : el.tagName === 'link' || el.tagName === 'script' || el.tagName === 'img'
            ? (attr(el, 'href') ?? attr(el, 'src'))
            : undefined;
      if (!href || /^(https?:|mailto:|tel:|data:|javascript:)/i.test(href) || href.startsWith('//')) continue;
      const [target, fragment] = href.split('#');
      if (target) {
        if (!paths.has(target.replace(/^\.\//, ''))) report.brokenLinks.push(`${file.path}: ${href}`);
        else if (fragment && /\.html?$/.test(target)) {
          const other = files.find((f) => f.path === target)!;
          if (!elements(parse(other.content)).some((e) => attr(e, 'id') === fragment)) report.brokenLinks.push(`${file.path}: ${href}`);
        }
      } else if (fragment && !ids.has(fragment)) report.brokenLinks.push(`${file.path}: ${href}`);
    }
  }
  return report;
}
