// --files <dir>: the files of a folder, as the starting files of an edit. Hidden entries (.git,
// .env ...) and node_modules are left out. Images and fonts (the binary formats the service takes,
// shared/files/binary-formats.ts) are sent as base64 when their bytes are what their extension
// says; other files must be UTF-8 text, and those that are not are skipped with a note.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { binaryFormatOf } from '../../shared/files/binary-formats.ts';
import { UsageError } from './exit-codes.ts';

export interface FolderFile {
  path: string;
  content: string;
  encoding?: 'base64';
}

export async function readFolder(dir: string, note: (text: string) => void): Promise<FolderFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(`--files: cannot read the folder ${dir} (${error.code ?? error.message}).`);
  });
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const files: FolderFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/');
    if (path.split('/').some((part) => part.startsWith('.') || part === 'node_modules')) continue;
    const bytes = await readFile(join(dir, path)).catch(() => null);
    if (!bytes) {
      note(`sitewright: skipped ${path}: it cannot be read`);
      continue;
    }
    const binary = binaryFormatOf(path);
    if (binary) {
      // Checked here as the service checks it, so one mislabelled file does not refuse the whole request.
      if (binary.matches(bytes)) files.push({ path, content: bytes.toString('base64'), encoding: 'base64' });
      else note(`sitewright: skipped ${path}: it is not ${binary.name}`);
      continue;
    }
    try {
      files.push({ path, content: decoder.decode(bytes) });
    } catch {
      note(`sitewright: skipped ${path}: not UTF-8 text`);
    }
  }
  if (files.length === 0) throw new UsageError(`--files: no text, image or font files in ${dir}.`);
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
