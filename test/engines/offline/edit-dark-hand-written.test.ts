// A hand-written site made dark keeps every text colour readable (WCAG AA): its own logo, nav and
// card colours are moved or their light backdrops darkened, in every stylesheet, <style> element
// and style attribute.
import t from 'tap';
import postcss from 'postcss';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import namesPlugin from 'colord/plugins/names';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { checkSite } from '../../../services/generator/checks/site-checks.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';

extend([a11yPlugin, namesPlugin]);

const HTML = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Fern Hall</title><link rel="stylesheet" href="site.css"><link rel="stylesheet" href="extra.css">
<style>.note { color: #444; }</style></head>
<body>
<header class="top"><a class="logo" href="/">Fern Hall</a><nav><a href="#events">Events</a></nav></header>
<main><h1>Fern Hall</h1><div class="card"><p>Weddings and parties.</p></div><p class="note">Open daily.</p>
<p style="color: #222">Book early.</p><a class="btn" href="#book">Book</a><div class="band">Private hire</div><p><a href="#events">See what is on</a></p></main>
</body>
</html>
`;
const SITE_CSS = `body { font-family: Georgia, serif; background: #ffffff; color: #222; }
.logo { color: #1a1a1a; font-weight: bold; }
nav a { color: navy; }
.card { background: #fff url(paper.png) repeat; padding: 1rem; }
.btn { background: #ffcc00; color: #111; }
.band { background: #ffe9a8; padding: 2rem; }
h1 { color: var(--ink); }
:root { --ink: #2b2b2b; }
`;
const EXTRA_CSS = '.top { background-color: #f4f4f4; }\n.top nav a:hover { color: #555; }\n';

function site(): SiteFile[] {
  return [
    { path: 'index.html', content: HTML, language: 'html' },
    { path: 'site.css', content: SITE_CSS, language: 'css' },
    { path: 'extra.css', content: EXTRA_CSS, language: 'css' },
  ];
}

/** Every `color` of a stylesheet against its own rule's background, else the page's. */
function shortfalls(css: string, page: string): string[] {
  const out: string[] = [];
  const root = postcss.parse(css);
  const vars = new Map<string, string>();
  root.walkDecls(/^--/, (d) => {
    vars.set(d.prop, d.value);
  });
  root.walkRules((rule) => {
    let bg = page;
    rule.walkDecls(/^background/, (d) => {
      const c = d.value.split(/\s+/).find((w) => colord(w).isValid());
      if (c) bg = c;
    });
    rule.walkDecls('color', (d) => {
      const value = d.value.replace(/var\((--[\w-]+)\)/, (_, name: string) => vars.get(name) ?? '');
      if (colord(value).isValid() && colord(value).contrast(bg) < 4.5) out.push(`${rule.selector} ${value} on ${bg}`);
    });
  });
  return out;
}

for (const request of ['give the site a dark background with light text', 'Switch to a dark theme', 'Mach die Seite dunkel']) {
  t.test(request, async (t) => {
    const files = applyEdit(request, site()).files;
    const css = (path: string) => files.find((f) => f.path === path)!.content;
    const html = css('index.html');
    const page = postcss
      .parse(css('site.css'))
      .nodes.flatMap((n) => (n.type === 'rule' && n.selector === 'body' ? n.nodes : []))
      .flatMap((d) => (d.type === 'decl' && d.prop === 'background-color' ? [d.value] : []))[0]!;
    t.ok(colord(page).isDark(), `the page is dark (${page})`);
    t.same(shortfalls(css('site.css'), page), [], 'site.css reads');
    t.same(shortfalls(css('extra.css'), page), [], 'extra.css reads (the light header became dark)');
    t.same(shortfalls(html.match(/<style>([^<]*)<\/style>/)![1]!, page), [], 'the <style> element reads');
    const inline = html.match(/<p style="color: ([^"]+)">/)![1]!;
    t.ok(colord(inline).contrast(page) >= 4.5, `the style attribute reads (${inline})`);
    t.match(css('site.css'), '.btn { background: #ffcc00; color: #111; }', 'a coloured button keeps its colour and its readable text');
    t.match(css('site.css'), /\.band \{ background: #ffe9a8; padding: 2rem;\s*color: #000000;? ?\}/, 'a pale band keeps dark text');
    const link = css('site.css').match(/\na \{ color: (#[0-9a-f]{6}); \}/)?.[1];
    t.ok(link && colord(link).contrast(page) >= 4.5, `links the stylesheet left to the browser read (${link})`);
    t.match(css('site.css'), /\.card \{ background: #[0-9a-f]{6} url\(paper\.png\) repeat;/, 'the backdrop colour changed, its image kept');
    const report = await checkSite(files);
    t.same(
      report.problems.filter((p) => p.rule === 'color-contrast'),
      [],
    );
  });
}
