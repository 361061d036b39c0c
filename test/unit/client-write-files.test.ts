// writeFiles() writes a job's files under a folder and refuses every path that would leave it:
// by the path rules, and through links that point outside; it never writes into a version-control
// folder, and keeps an existing file unless told to replace it.
import { mkdir, mkdtemp, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { UnsafePathError, writeFiles } from '../../shared/client/index.ts';

const fresh = () => mkdtemp(join(tmpdir(), 'sitewright-write-'));

/** An output folder `site` whose `assets` is a link to a folder beside it, `outside`. */
async function folderWithLinkOutside(): Promise<{ outside: string; out: string }> {
  const dir = await fresh();
  const outside = join(dir, 'outside');
  const out = join(dir, 'site');
  await mkdir(outside);
  await mkdir(out);
  await symlink(outside, join(out, 'assets'));
  return { outside, out };
}

t.test('writes nested files, creating folders, and overwrites earlier versions only with force', async (t) => {
  const dir = await fresh();
  const out = join(dir, 'site');
  const written = await writeFiles(
    [
      { path: 'index.html', content: '<h1>Hi</h1>' },
      { path: 'css/a/site.css', content: 'body{}' },
    ],
    out,
  );
  t.same(written, [join(out, 'index.html'), join(out, 'css/a/site.css')]);
  t.equal(await readFile(join(out, 'css/a/site.css'), 'utf8'), 'body{}');
  const kept = await writeFiles(
    [
      { path: 'new.html', content: 'new' },
      { path: 'index.html', content: '<h1>Again</h1>' },
    ],
    out,
  ).catch((e: unknown) => e);
  t.ok(kept instanceof UnsafePathError, 'an existing file is refused without force');
  t.match((kept as Error).message, /"index.html": a file is already there \(replace it with --force/);
  t.equal(await readFile(join(out, 'index.html'), 'utf8'), '<h1>Hi</h1>', 'and kept');
  t.same((await readdir(out)).sort(), ['css', 'index.html'], 'nothing else of that call was written');
  await writeFiles([{ path: 'index.html', content: '<h1>Again</h1>' }], out, { force: true });
  t.equal(await readFile(join(out, 'index.html'), 'utf8'), '<h1>Again</h1>', 'replaced with force');
});

t.test('never writes into a version-control folder, at any depth, whatever the case', async (t) => {
  for (const path of [
    '.git/hooks/post-checkout',
    'sub/.git/config',
    '.hg/hgrc',
    'a/b/.svn/entries',
    '.GIT/hooks/pre-commit',
    '.Git./config',
  ]) {
    const dir = await fresh();
    const out = join(dir, 'site');
    const error = await writeFiles(
      [
        { path: 'index.html', content: 'ok' },
        { path, content: '#!/bin/sh\necho pwned' },
      ],
      out,
    ).catch((e: unknown) => e);
    t.ok(error instanceof UnsafePathError, `"${path}" is refused`);
    t.match((error as Error).message, /inside a version-control folder/, 'with a plain reason');
    t.same(await readdir(dir), [], `nothing written for "${path}"`);
  }
  // Names that merely look alike are ordinary files.
  const out = join(await fresh(), 'site');
  await writeFiles(
    [
      { path: '.gitignore', content: 'node_modules' },
      { path: 'git/notes.txt', content: 'x' },
    ],
    out,
  );
  t.equal(await readFile(join(out, '.gitignore'), 'utf8'), 'node_modules');
});

t.test('a link inside the folder that leads outside is refused before any folder is made', async (t) => {
  const { outside, out } = await folderWithLinkOutside();
  // The folders below the link do not exist yet: a writer that makes folders first would make them outside.
  const error = await writeFiles(
    [
      { path: 'index.html', content: 'ok' },
      { path: 'assets/deep/er/evil.js', content: 'bad' },
    ],
    out,
  ).catch((e: unknown) => e);
  t.ok(error instanceof UnsafePathError);
  t.match((error as Error).message, /a folder on its way is a link/);
  t.same(await readdir(outside), [], 'no folder was made outside');
  t.same((await readdir(out)).sort(), ['assets'], 'and nothing was written inside either');
  // The same for a --out folder that does not exist yet, under a link.
  const error2 = await writeFiles([{ path: 'x/y.txt', content: 'bad' }], join(out, 'assets', 'new-site')).catch((e: unknown) => e);
  t.notOk(error2 instanceof Error, "a --out that is itself reached through a link is the caller's choice");
});

t.test('an existing file in place of a folder or a folder in place of a file is refused', async (t) => {
  const out = await fresh();
  await mkdir(join(out, 'page.html'));
  await writeFile(join(out, 'css'), 'a file');
  const folder = await writeFiles([{ path: 'page.html', content: 'x' }], out, { force: true }).catch((e: unknown) => e);
  t.match((folder as Error).message, /a folder is in its place/);
  const file = await writeFiles([{ path: 'css/site.css', content: 'x' }], out, { force: true }).catch((e: unknown) => e);
  t.ok(file instanceof UnsafePathError, 'a file where a folder is needed stops the write');
  t.match((file as Error).message, /"css\/site.css": .*css is a file where a folder is needed/);
  const deeper = await writeFiles([{ path: 'css/a/b/site.css', content: 'x' }], out).catch((e: unknown) => e);
  t.ok(deeper instanceof UnsafePathError, 'deeper too');
  t.equal(await readFile(join(out, 'css'), 'utf8'), 'a file', 'the file is kept');
});

t.test('refuses paths that would leave the folder, before writing anything', async (t) => {
  for (const path of ['../escape.txt', 'a/../../escape.txt', '/etc/escape.txt', '..', 'a\\..\\..\\escape.txt', 'a//b', '']) {
    const dir = await fresh();
    const out = join(dir, 'site');
    const error = await writeFiles(
      [
        { path: 'index.html', content: 'ok' },
        { path, content: 'bad' },
      ],
      out,
    ).catch((e: unknown) => e);
    t.ok(error instanceof UnsafePathError, `"${path}" is refused`);
    t.equal((error as UnsafePathError).code, 'unsafe_path');
    t.equal((error as UnsafePathError).path, path);
    t.same(await readdir(dir), [], `nothing written for "${path}"`);
  }
});

t.test('refuses to write through a link that leads outside the folder', async (t) => {
  const { outside, out } = await folderWithLinkOutside();
  const error = await writeFiles([{ path: 'assets/evil.js', content: 'bad' }], out).catch((e: unknown) => e);
  t.ok(error instanceof UnsafePathError, 'a folder link is refused');
  t.match((error as Error).message, /a folder on its way is a link/);
  t.same(await readdir(outside), [], 'nothing landed outside');

  await symlink(join(outside, 'target.txt'), join(out, 'file-link.txt'));
  const linked = await writeFiles([{ path: 'file-link.txt', content: 'bad' }], out).catch((e: unknown) => e);
  t.ok(linked instanceof UnsafePathError, 'a file link is refused');
  t.same(await readdir(outside), [], 'the link target was not created');
});
