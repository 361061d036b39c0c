// The import directions docs/architecture.md states ("Where things live"), as pure functions over
// source text and paths relative to the repository root (always with `/`), so that
// test/unit/import-rules.test.ts can check them on the whole tree and on examples of its own.

import { posix } from 'node:path';

// `import ... from '...'`, `import type ... from`, `export { ... } from`, `export * from`: what
// stands between the keyword and `from` holds no quote, `;`, `=` or parenthesis, so a statement
// that is not an import never runs on into a later one.
const STATIC = /^\s*(?:import|export)\b[^'"`;=()]*?\bfrom\s*(['"])([^'"\n]+)\1/gm;
const SIDE_EFFECT = /^\s*import\s*(['"])([^'"\n]+)\1/gm;
const DYNAMIC = /\bimport\s*\(\s*(['"`])([^'"`\n]+)\1\s*\)/g;
/** A string that starts like a relative path; a template literal counts up to its first `${`. */
const RELATIVE_STRING = /(['"`])(\.{1,2}\/[^'"`\n]*)/g;
/** Places that exist on one machine only: a checkout must never depend on them. */
const MACHINE_PATH = /(['"`])(\/(?:work|home|Users|root|mnt|media)\/[^'"`\n]*)/g;

/** Every module specifier imported or re-exported by `source`, in order of kind then position. */
export function importSpecifiers(source: string): string[] {
  return [STATIC, SIDE_EFFECT, DYNAMIC].flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[2] ?? ''));
}

/** Every string in `source` that names a file by a relative path (imports included). */
export function relativePathStrings(source: string): string[] {
  return [...source.matchAll(RELATIVE_STRING)].map((match) => (match[2] ?? '').split('${')[0] ?? '');
}

export function machinePathStrings(source: string): string[] {
  return [...source.matchAll(MACHINE_PATH)].map((match) => match[2] ?? '');
}

/** `services/<name>` for a service's files, else the top folder (`shared`, `infra`, `test`...). */
export function areaOf(path: string): string {
  const parts = path.split('/');
  return parts[0] === 'services' && parts.length > 2 ? `services/${parts[1]}` : (parts[0] ?? '');
}

/** Where `specifier`, written in the file `from`, points: a path from the root, or null for a package. */
export function resolveSpecifier(from: string, specifier: string, selfExports: Readonly<Record<string, string>>): string | null {
  if (specifier.startsWith('./') || specifier.startsWith('../')) return posix.normalize(posix.join(posix.dirname(from), specifier));
  // The package's own name ("sitewright/client") goes through package.json "exports".
  const self = /^sitewright(\/.*)?$/.exec(specifier);
  if (!self) return null;
  const target = selfExports[`.${self[1] ?? ''}`];
  return target === undefined ? null : posix.normalize(target);
}

export function isOutsideRepository(path: string): boolean {
  return path === '..' || path.startsWith('../');
}

/** Why the file `from` may not import `target` (both from the root), or null when it may. */
export function importProblem(from: string, target: string): string | null {
  const source = areaOf(from);
  const destination = areaOf(target);
  if (source.startsWith('services/')) {
    if (destination === source || destination === 'shared') return null;
    return `a service imports only its own folder and shared/, not ${destination}/`;
  }
  if (source === 'shared') return destination === 'shared' ? null : `shared/ imports only shared/, not ${destination}/`;
  // infra/ starts and documents the services, and test/ tests them: both may import anything here.
  return null;
}

/** Every broken rule in one file, as lines naming the file and what it reaches for. */
export function fileProblems(path: string, source: string, selfExports: Readonly<Record<string, string>>): string[] {
  const problems = new Set<string>();
  for (const specifier of importSpecifiers(source)) {
    const target = resolveSpecifier(path, specifier, selfExports);
    if (target === null || isOutsideRepository(target)) continue;
    const problem = importProblem(path, target);
    if (problem) problems.add(`${path} imports '${specifier}' (${target}): ${problem}`);
  }
  for (const text of relativePathStrings(source)) {
    const target = posix.normalize(posix.join(posix.dirname(path), text));
    if (isOutsideRepository(target)) problems.add(`${path} names '${text}', which is outside the repository`);
  }
  for (const text of machinePathStrings(source)) {
    problems.add(`${path} names '${text}', an absolute path of one machine`);
  }
  return [...problems];
}
