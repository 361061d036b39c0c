import t from 'tap';
import { filePathProblem } from '../../shared/files/file-path.ts';
import { PathRegistry, pathForUrl, relativePath } from '../../services/generator/fork/url-to-path.ts';
import { parseSrcset, serializeSrcset } from '../../services/generator/fork/srcset.ts';

const at = (path: string): URL => new URL(path, 'https://example.com');

t.test('pages become index.html files', async (t) => {
  t.equal(pathForUrl(at('/'), 'html'), 'index.html');
  t.equal(pathForUrl(at('/about/'), 'html'), 'about/index.html');
  t.equal(pathForUrl(at('/about'), 'html'), 'about/index.html');
  t.equal(pathForUrl(at('/docs/v1.2'), 'html'), 'docs/v1.2/index.html');
  t.equal(pathForUrl(at('/a/b.html'), 'html'), 'a/b.html');
  t.equal(pathForUrl(at('/a/B.HTM'), 'html'), 'a/B.html');
  t.equal(pathForUrl(at('/contact.php?x=1'), 'html'), 'contact.html');
  t.equal(pathForUrl(at('/double//slash/'), 'html'), 'double/slash/index.html');
});

t.test('assets keep their names and get an extension for their kind', async (t) => {
  t.equal(pathForUrl(at('/css/site.css?v=3'), 'css'), 'css/site.css');
  t.equal(pathForUrl(at('/css2'), 'css'), 'css2.css');
  t.equal(pathForUrl(at('/styles/'), 'css'), 'styles/index.css');
  t.equal(pathForUrl(at('/app.mjs'), 'js'), 'app.mjs');
  t.equal(pathForUrl(at('/bundle'), 'js'), 'bundle.js');
  t.equal(pathForUrl(at('/logo.svg'), 'svg'), 'logo.svg');
  t.equal(pathForUrl(at('/site.webmanifest'), 'json'), 'site.webmanifest');
  t.equal(pathForUrl(at('/feed'), 'xml'), 'feed.xml');
  t.equal(pathForUrl(at('/LICENSE'), 'text'), 'LICENSE.txt');
});

t.test('unsafe characters are replaced and dot segments cannot escape', async (t) => {
  t.equal(pathForUrl(at('/caf%C3%A9 menu/a b.css'), 'css'), 'caf__menu/a_b.css');
  t.equal(pathForUrl(at('/%2e%2e/%2e%2e/etc/passwd'), 'text'), 'etc/passwd.txt');
  t.equal(pathForUrl(at('/a/..%2f..%2fb.css'), 'css'), 'a/.._.._b.css');
  t.equal(pathForUrl(at('/x/%2e./y.css'), 'css'), 'y.css');
  t.equal(pathForUrl(at('/bad%zzname.css'), 'css'), 'bad_zzname.css');
  t.equal(pathForUrl(at('/a:b\\c.css'), 'css'), 'a_b/c.css');
  for (const path of ['/%00/x.css', '/ /..../x.css', '/.../', '/%2e/x.js']) {
    t.equal(filePathProblem(pathForUrl(at(path), 'css')), null, path);
  }
});

t.test('PathRegistry keeps paths unique and files apart from folders', async (t) => {
  const registry = new PathRegistry();
  t.equal(registry.claim('blog/index.html', 'https://example.com/blog'), 'blog/index.html');
  const second = registry.claim('blog/index.html', 'https://example.com/blog?page=2');
  t.match(second, /^blog\/index-[0-9a-f]{8}\.html$/);
  t.not(second, 'blog/index.html');
  t.match(registry.claim('blog', 'https://example.com/blog-file'), /^blog-[0-9a-f]{8}$/, 'a folder is taken');
  t.equal(registry.claim('notes', 'https://example.com/notes'), 'notes');
  t.match(registry.claim('notes/index.html', 'https://example.com/notes/'), /^files\/[0-9a-f]{16}\.html$/, 'a file is in the way');
  const long = `${'a/'.repeat(130)}x.css`;
  const claimed = registry.claim(long, 'https://example.com/long');
  t.match(claimed, /^files\/[0-9a-f]{16}\.css$/);
  t.equal(filePathProblem(claimed), null);
});

t.test('relativePath links files in the set', async (t) => {
  t.equal(relativePath('index.html', 'about/index.html'), 'about/index.html');
  t.equal(relativePath('about/index.html', 'index.html'), '../index.html');
  t.equal(relativePath('about/index.html', 'about/team.html'), 'team.html');
  t.equal(relativePath('about/index.html', 'about/index.html'), 'index.html');
  t.equal(relativePath('a/b/c.html', 'a/d/e.css'), '../d/e.css');
  t.equal(relativePath('a/b/c.html', 'a/b'), '../b');
  t.equal(relativePath('css/site.css', 'css/base.css'), 'base.css');
});

t.test('srcset parsing keeps commas inside URLs and descriptors', async (t) => {
  t.same(parseSrcset(' a.png 1x,b.png  2x ,, c.png'), [
    { url: 'a.png', descriptor: '1x' },
    { url: 'b.png', descriptor: '2x' },
    { url: 'c.png', descriptor: '' },
  ]);
  t.same(parseSrcset('data:image/png;base64,AAA= 1x, x.png, y.png 100w'), [
    { url: 'data:image/png;base64,AAA=', descriptor: '1x' },
    { url: 'x.png', descriptor: '' },
    { url: 'y.png', descriptor: '100w' },
  ]);
  t.same(parseSrcset('z.png (a, b) 2x'), [{ url: 'z.png', descriptor: '(a, b) 2x' }]);
  t.same(parseSrcset(''), []);
  t.equal(
    serializeSrcset([
      { url: 'a.png', descriptor: '1x' },
      { url: 'b.png', descriptor: '' },
    ]),
    'a.png 1x, b.png',
  );
});
