// Writes a job's files under a folder, refusing any path that would land outside it: by the
// service's own path rules first, then by where the path really resolves, links included.
import { lstat, mkdir, realpath, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { filePathProblem } from '../files/file-path.ts';
import { UnsafePathError } from './errors.ts';

const isInside = (root: string, target: string) => {
  const rel = relative(root, target);
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel);
};

/**
 * Writes each file under `dir` (created if missing) and returns the paths written. A path that
 * breaks the path rules is refused before anything is written; a link on the way, when reached.
 */
export async function writeFiles(files: readonly { path: string; content: string }[], dir: string): Promise<string[]> {
  const root = resolve(dir);
  const targets = files.map((file) => {
    const problem = filePathProblem(file.path);
    if (problem) throw new UnsafePathError(file.path, `the path ${problem}`);
    const target = resolve(root, file.path);
    if (!isInside(root, target)) throw new UnsafePathError(file.path, `it resolves outside ${root}`);
    return { target, file };
  });
  await mkdir(root, { recursive: true });
  const realRoot = await realpath(root);
  for (const { target, file } of targets) {
    const folder = dirname(target);
    await mkdir(folder, { recursive: true });
    const realFolder = await realpath(folder);
    if (realFolder !== realRoot && !isInside(realRoot, realFolder)) throw new UnsafePathError(file.path, `a folder on its way is a link to ${realFolder}, outside ${realRoot}`);
    const existing = await lstat(target).catch(() => null);
    if (existing?.isSymbolicLink()) throw new UnsafePathError(file.path, 'a symbolic link is in its place');
    await writeFile(target, file.content, 'utf8');
  }
  return targets.map(({ target }) => target);
}
