import t from 'tap';
import { parseCss } from '../../services/generator/fork/rewrite-css.ts';
import { parseHtml } from '../../services/generator/fork/rewrite-html.ts';
import { resolveRef } from '../../services/generator/fork/url-ref.ts';

const page = new URL('https://example.com/dir/page.html');

t.test('resolveRef keeps only http(s) targets', async (t) => {
  t.equal(resolveRef(' a.css ', page)?.href, 'https://example.com/dir/a.css');
  t.equal(resolveRef('//cdn.example.net/x.js', page)?.href, 'https://cdn.example.net/x.js');
  for (const raw of ['', '   ', '#top', 'mailto:a@b.c', 'javascript:void(0)', 'data:image/png;base64,AA', 'tel:123', 'http://[bad']) {
    t.equal(resolveRef(raw, page), null, raw);
  }
});

t.test('HTML references are found with their kinds', async (t) => {
  const html = `<!doctype html><html><head>
    <base href="/root/">
    <link rel="stylesheet" href="s.css"><link rel="preload" as="style" href="p.css">
    <link rel="shortcut icon" href="/favicon.ico"><link rel="apple-touch-icon" href="/t.png">
    <link rel="modulepreload" href="m.js"><link rel="preload" as="font" href="f.woff2">
    <link rel="preload" as="script" href="ps.js"><link rel="canonical" href="/canon"><link rel="manifest" href="/site.webmanifest">
    <script src="app.js"></script><meta charset="iso-8859-1"><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
    </head><body background="bg.gif">
    <a href="next.html">n</a><a href="#here">h</a><area href="map.html"><iframe src="frame.html"></iframe>
    <img src="i.png" srcset="i1.png 1x, i2.png 2x"><picture><source srcset="s.webp"></picture>
    <video src="v.mp4" poster="p.jpg"><track src="t.vtt"></video><audio src="a.mp3"></audio>
    <form action="/send"><input type="image" src="btn.png"><button formaction="/alt">b</button></form>
    <object data="o.svg"></object><embed src="e.svg"><blockquote cite="/quote"></blockquote>
    <svg><use href="sprite.svg#icon"></use><image xlink:href="img.svg"></image></svg>
    <template><img src="in-template.png"></template>
    <div style="background: url('st.png')"></div>
    </body></html>`;
  const parsed = parseHtml(html, page);
  const found = parsed.refs.map((ref) => `${ref.kind} ${ref.target.pathname}${ref.target.hash}`);
  t.same(found, [
    'stylesheet /root/s.css',
    'stylesheet /root/p.css',
    'asset /favicon.ico',
    'asset /t.png',
    'script /root/m.js',
    'asset /root/f.woff2',
    'script /root/ps.js',
    'link /canon',
    'asset /site.webmanifest',
    'script /root/app.js',
    'asset /root/bg.gif',
    'page /root/next.html',
    'page /root/map.html',
    'page /root/frame.html',
    'asset /root/i.png',
    'asset /root/i1.png',
    'asset /root/i2.png',
    'asset /root/s.webp',
    'asset /root/v.mp4',
    'asset /root/p.jpg',
    'asset /root/t.vtt',
    'asset /root/a.mp3',
    'link /send',
    'asset /root/btn.png',
    'link /alt',
    'asset /root/o.svg',
    'asset /root/e.svg',
    'link /quote',
    'asset /root/sprite.svg#icon',
    'asset /root/img.svg',
    'asset /root/in-template.png',
    'asset /root/st.png',
  ]);
  for (const ref of parsed.refs) ref.set(`NEW${ref.target.pathname}`, true);
  const out = parsed.serialize();
  t.notMatch(out, /<base/, 'base element removed so it cannot redirect rewritten links');
  t.match(out, '<meta charset="utf-8">');
  t.match(out, 'content="text/html; charset=utf-8"');
  t.match(out, 'srcset="NEW/root/i1.png 1x, NEW/root/i2.png 2x"');
  t.match(out, `style="background: url('NEW/root/st.png')"`);
  t.match(out, '<a href="#here">', 'fragment links untouched');
  t.match(out, '<img src="NEW/root/in-template.png">', 'template content rewritten');
});

t.test('a copied style sheet loses its integrity hash; a linked one keeps it', async (t) => {
  const parsed = parseHtml(
    '<link rel=stylesheet href="a.css" integrity="sha384-x"><link rel=stylesheet href="b.css" integrity="sha384-y"><script src="c.js" integrity="sha384-z"></script>',
    page,
  );
  const [a, b, c] = parsed.refs;
  a?.set('a.css', true);
  b?.set('https://example.com/dir/b.css', false);
  c?.set('c.js', true);
  const out = parsed.serialize();
  t.notMatch(out, 'sha384-x');
  t.match(out, 'integrity="sha384-y"');
  t.match(out, 'integrity="sha384-z"', 'scripts are copied unchanged, so their hash still holds');
});

t.test('inline <style> is rewritten through the CSS parser', async (t) => {
  const parsed = parseHtml('<style>@import "x.css"; /* url(not-a-ref.png) */ p { background: url(y.png) }</style>', page);
  t.same(
    parsed.refs.map((ref) => ref.target.pathname),
    ['/dir/x.css', '/dir/y.png'],
  );
  parsed.refs[0]?.set('../x.css', true);
  parsed.refs[1]?.set('https://example.com/dir/y.png', false);
  t.match(
    parsed.serialize(),
    '<style>@import "../x.css"; /* url(not-a-ref.png) */ p { background: url(https://example.com/dir/y.png) }</style>',
  );
});

t.test('CSS references: @import forms, url(), image-set, strings and escapes', async (t) => {
  const css = `@import url("a.css") screen;
@import 'b.css';
@import url(c.css);
@font-face { src: url(f.woff2) format("woff2"), url('f.woff') format("woff") }
.a { background: url( "bg.png" ) no-repeat, url(data:image/png;base64,AA), url(#svgfilter) }
.b { background-image: image-set("x1.png" 1x, url(x2.png) 2x) }
.c { content: "url(not-a-ref.png)" }
.d { cursor: URL(cur.svg), auto }`;
  const parsed = parseCss(css, page);
  t.same(
    parsed.refs.map((ref) => `${ref.kind} ${ref.target.pathname}`),
    [
      'stylesheet /dir/a.css',
      'stylesheet /dir/b.css',
      'stylesheet /dir/c.css',
      'asset /dir/f.woff2',
      'asset /dir/f.woff',
      'asset /dir/bg.png',
      'asset /dir/x1.png',
      'asset /dir/x2.png',
      'asset /dir/cur.svg',
    ],
  );
  for (const ref of parsed.refs) ref.set(`new dir/${ref.target.pathname.slice(5)}(1)`, true);
  const out = parsed.serialize();
  t.match(out, '@import url("new%20dir/a.css%281%29") screen;');
  t.match(out, "@import 'new%20dir/b.css%281%29';");
  t.match(out, 'url(new%20dir/c.css%281%29)');
  t.match(out, 'url( "new%20dir/bg.png%281%29" ) no-repeat, url(data:image/png;base64,AA), url(#svgfilter)');
  t.match(out, 'image-set("new%20dir/x1.png%281%29" 1x, url(new%20dir/x2.png%281%29) 2x)');
  t.match(out, 'content: "url(not-a-ref.png)"');
});

t.test('CSS that postcss cannot parse is kept as it is', async (t) => {
  const broken = '.a { background: url(x.png) ';
  const parsed = parseCss(`${broken}}}} {`, page);
  t.same(parsed.refs, []);
  t.equal(parsed.serialize(), `${broken}}}} {`);
});
