// Writes a job's files under a folder, refusing any path that would land outside it: by the
// service's own path rules first, then by where the path really resolves, links included. Every
// path is checked before anything is created or written, so a refusal leaves the disk as it was:
// - no version-control folder (.git, .hg, .svn) at any depth: a generated `.git/hooks/...` or
//   `.git/config` would run code the next time the caller uses the repository;
// - the nearest folder that already exists on a file's way really lies inside the target folder
//   (realpath, so links count), checked before any folder is made;
// - an existing file is kept unless `force` (the CLI's --force) says to replace it.
// A binary file (`encoding: "base64"`: an image, a font) is written as its bytes.
import { lstat, mkdir, realpath, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { filePathProblem } from '../files/file-path.ts';
import { UnsafePathError } from './errors.ts';
import { fileBody } from './file-bytes.ts';

export interface WriteFilesOptions {
  /** Replace files that already exist (default: refuse them). */
  force?: boolean;
}

const VERSION_CONTROL_FOLDERS = new Set(['.git', '.hg', '.svn']);

const isInside = (root: string, target: string) => {
  const rel = relative(root, target);
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel);
};
const isAtOrInside = (root: string, target: string) => target === root || isInside(root, target);

/** The version-control folder named in `path`, if any (case and trailing dots ignored, as some file systems do). */
function versionControlFolder(path: string): string | undefined {
  return path.split(/[\\/]/).find((segment) => VERSION_CONTROL_FOLDERS.has(segment.replace(/[. ]+$/, '').toLowerCase()));
}

/** The real path of `path`: of its nearest existing ancestor, with the missing rest appended. */
async function realPathOfNearest(path: string, what: string): Promise<string> {
  const missing: string[] = [];
  for (let at = path; ; at = dirname(at)) {
    try {
      const real = await realpath(at);
      if (missing.length > 0 && !(await stat(real)).isDirectory())
        throw new UnsafePathError(what, `${at} is a file where a folder is needed`);
      return join(real, ...missing.reverse());
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if ((code !== 'ENOENT' && code !== 'ENOTDIR') || dirname(at) === at) throw error;
      missing.push(basename(at));
    }
  }
}

/**
 * Writes each file under `dir` (created if missing) and returns the paths written. Every path is
 * checked first (rules, version-control folders, links, existing files); one refused, nothing is written.
 */
export async function writeFiles(
  files: readonly { path: string; content: string; encoding?: string }[],
  dir: string,
  options: WriteFilesOptions = {},
): Promise<string[]> {
  const root = resolve(dir);
  const targets = files.map((file) => {
    const problem = filePathProblem(file.path);
    if (problem) throw new UnsafePathError(file.path, `the path ${problem}`);
    const target = resolve(root, file.path);
    if (!isInside(root, target)) throw new UnsafePathError(file.path, `it resolves outside ${root}`);
    const folder = versionControlFolder(file.path);
    if (folder)
      throw new UnsafePathError(file.path, `it is inside a version-control folder (${folder}), where no generated file is written`);
    return { target, file };
  });

  const realRoot = await realPathOfNearest(root, dir);
  for (const { target, file } of targets) {
    const existing = await lstat(target).catch(() => null);
    if (existing?.isSymbolicLink()) throw new UnsafePathError(file.path, 'a symbolic link is in its place');
    const realTarget = await realPathOfNearest(target, file.path);
    if (!isInside(realRoot, realTarget))
      throw new UnsafePathError(file.path, `a folder on its way is a link leading outside ${realRoot} (to ${realTarget})`);
    if (existing?.isDirectory()) throw new UnsafePathError(file.path, 'a folder is in its place');
    if (existing && !options.force)
      throw new UnsafePathError(file.path, 'a file is already there (replace it with --force, or force: true)');
  }

  await mkdir(root, { recursive: true });
  for (const { target, file } of targets) {
    const folder = dirname(target);
    await mkdir(folder, { recursive: true });
    // Checked again now the folders exist: one made meanwhile by someone else could be a link.
    const realFolder = await realpath(folder);
    if (!isAtOrInside(realRoot, realFolder))
      throw new UnsafePathError(file.path, `a folder on its way is a link to ${realFolder}, outside ${realRoot}`);
    // A binary file (image, font) comes as base64: its bytes are written, not the base64 text.
    await writeFile(target, fileBody(file));
  }
  return targets.map(({ target }) => target);
}
