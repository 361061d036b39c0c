// --files <dir>: the text files of a folder, as the starting files of an edit. Hidden entries
// (.git, .env ...) and node_modules are left out; files that are not UTF-8 text are skipped with
// a note, since jobs carry text only.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { UsageError } from './exit-codes.ts';

export async function readFolder(dir: string, note: (text: string) => void): Promise<{ path: string; content: string }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(`--files: cannot read the folder ${dir} (${error.code ?? error.message}).`);
  });
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const files: { path: string; content: string }[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/');
    if (path.split('/').some((part) => part.startsWith('.') || part === 'node_modules')) continue;
    try {
      files.push({ path, content: decoder.decode(await readFile(join(dir, path))) });
    } catch {
      note(`sitewright: skipped ${path}: not UTF-8 text`);
    }
  }
  if (files.length === 0) throw new UsageError(`--files: no text files in ${dir}.`);
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
