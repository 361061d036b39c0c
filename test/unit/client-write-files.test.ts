// writeFiles() writes a job's files under a folder and refuses every path that would leave it:
// by the path rules, and through links that point outside.
import { mkdir, mkdtemp, readdir, readFile, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { UnsafePathError, writeFiles } from '../../shared/client/index.ts';

const fresh = () => mkdtemp(join(tmpdir(), 'sitewright-write-'));

t.test('writes nested files, creating folders, and overwrites earlier versions', async (t) => {
  const dir = await fresh();
  const out = join(dir, 'site');
  const written = await writeFiles([{ path: 'index.html', content: '<h1>Hi</h1>' }, { path: 'css/a/site.css', content: 'body{}' }], out);
  t.same(written, [join(out, 'index.html'), join(out, 'css/a/site.css')]);
  t.equal(await readFile(join(out, 'css/a/site.css'), 'utf8'), 'body{}');
  await writeFiles([{ path: 'index.html', content: '<h1>Again</h1>' }], out);
  t.equal(await readFile(join(out, 'index.html'), 'utf8'), '<h1>Again</h1>');
});

t.test('refuses paths that would leave the folder, before writing anything', async (t) => {
  for (const path of ['../escape.txt', 'a/../../escape.txt', '/etc/escape.txt', '..', 'a\\..\\..\\escape.txt', 'a//b', '']) {
    const dir = await fresh();
    const out = join(dir, 'site');
    const error = await writeFiles([{ path: 'index.html', content: 'ok' }, { path, content: 'bad' }], out).catch((e: unknown) => e);
    t.ok(error instanceof UnsafePathError, `"${path}" is refused`);
    t.equal((error as UnsafePathError).code, 'unsafe_path');
    t.equal((error as UnsafePathError).path, path);
    t.same(await readdir(dir), [], `nothing written for "${path}"`);
  }
});

t.test('refuses to write through a link that leads outside the folder', async (t) => {
  const dir = await fresh();
  const outside = join(dir, 'outside');
  const out = join(dir, 'site');
  await mkdir(outside);
  await mkdir(out);
  await symlink(outside, join(out, 'assets'));
  const error = await writeFiles([{ path: 'assets/evil.js', content: 'bad' }], out).catch((e: unknown) => e);
  t.ok(error instanceof UnsafePathError, 'a folder link is refused');
  t.match((error as Error).message, /a folder on its way is a link/);
  t.same(await readdir(outside), [], 'nothing landed outside');

  await symlink(join(outside, 'target.txt'), join(out, 'file-link.txt'));
  const linked = await writeFiles([{ path: 'file-link.txt', content: 'bad' }], out).catch((e: unknown) => e);
  t.ok(linked instanceof UnsafePathError, 'a file link is refused');
  t.same(await readdir(outside), [], 'the link target was not created');
});
