// The import directions of docs/architecture.md ("Where things live"), checked on every source file
// of services/, shared/ and infra/: a service imports only its own folder and shared/, shared/
// imports only shared/, infra/ may import anything; no code names a path outside the repository
// or an absolute path of one machine. test/ may import anything, but reads nothing outside the clone.

import { readdirSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import {
  areaOf,
  fileProblems,
  importProblem,
  importSpecifiers,
  isOutsideRepository,
  machinePathStrings,
  relativePathStrings,
  resolveSpecifier,
} from '../support/import-rules.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CHECKED_FOLDERS = ['services', 'shared', 'infra'];
const SOURCE = /\.(?:ts|js|mjs|cjs)$/;

const packageJson = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { exports: Record<string, string> };
const SELF_EXPORTS = packageJson.exports;

function sourceFiles(): string[] {
  return CHECKED_FOLDERS.flatMap((folder) =>
    readdirSync(`${ROOT}${folder}`, { recursive: true, encoding: 'utf8' })
      .filter((name) => SOURCE.test(name))
      .map((name) => `${folder}/${name.split('\\').join('/')}`),
  ).sort();
}

t.test('every import form is found, comments aside', async (t) => {
  const source = [
    "import t from 'tap';",
    "import type { A } from './a.ts';",
    'import {',
    '  b,',
    '  type C,',
    "} from '../b.ts';",
    "import './side-effect.ts';",
    "export { d } from './d.ts';",
    "export * from './e.ts';",
    "export const f = 'from ../not-an-import.ts';",
    "// import g from '../commented.ts';",
    "const h = await import('./h.ts');",
  ].join('\n');
  t.same(importSpecifiers(source), ['tap', './a.ts', '../b.ts', './d.ts', './e.ts', './side-effect.ts', './h.ts']);
  t.same(relativePathStrings(`new URL(\`../../services/\${name}/main.ts\`, import.meta.url); readFileSync('./x.md')`), [
    '../../services/',
    './x.md',
  ]);
});

t.test('the rules, folder by folder', async (t) => {
  t.equal(areaOf('services/gateway/routes/x.ts'), 'services/gateway');
  t.equal(areaOf('shared/net/x.ts'), 'shared');
  const notGenerator = 'a service imports only its own folder and shared/, not services/generator/';
  const cases: [string, string, string | null][] = [
    ['services/gateway/routes/x.ts', 'services/gateway/http/y.ts', null],
    ['services/dispatcher/x.ts', 'shared/net/y.ts', null],
    ['services/cli/x.ts', 'shared/client/index.ts', null],
    ['services/dispatcher/x.ts', 'services/generator/fork/y.ts', notGenerator],
    ['services/gateway/x.ts', 'infra/jetstream/y.ts', 'a service imports only its own folder and shared/, not infra/'],
    ['shared/db/orm.ts', 'shared/db/migrations/index.ts', null],
    ['shared/db/orm.ts', 'infra/db/migrations/index.ts', 'shared/ imports only shared/, not infra/'],
    ['shared/x.ts', 'services/gateway/y.ts', 'shared/ imports only shared/, not services/gateway/'],
    ['infra/embedded/start.ts', 'services/gateway/start-gateway.ts', null],
    ['test/unit/x.test.ts', 'services/gateway/y.ts', null],
  ];
  for (const [from, target, problem] of cases) t.equal(importProblem(from, target), problem, `${from} -> ${target}`);
  t.equal(resolveSpecifier('services/cli/x.ts', 'sitewright/client', SELF_EXPORTS), 'shared/client/index.ts');
  t.equal(resolveSpecifier('services/cli/x.ts', 'commander', SELF_EXPORTS), null);
});

t.test('a broken rule names the file and the import', async (t) => {
  t.same(fileProblems('services/dispatcher/post.ts', "import { x } from '../generator/fork/x.ts';", SELF_EXPORTS), [
    "services/dispatcher/post.ts imports '../generator/fork/x.ts' (services/generator/fork/x.ts): " +
      'a service imports only its own folder and shared/, not services/generator/',
  ]);
  t.same(fileProblems('shared/a/b.ts', "const set = new URL('../../../shared/benchmarks/x.jsonl', import.meta.url);", SELF_EXPORTS), [
    "shared/a/b.ts names '../../../shared/benchmarks/x.jsonl', which is outside the repository",
  ]);
  t.same(fileProblems('infra/x.ts', "const candidates = ['/work/shared/benchmarks/x.jsonl', '/usr/sbin/nats-server'];", SELF_EXPORTS), [
    "infra/x.ts names '/work/shared/benchmarks/x.jsonl', an absolute path of one machine",
  ]);
});

t.test('services/, shared/ and infra/ keep the rules', async (t) => {
  const files = sourceFiles();
  let relativeImports = 0;
  const problems: string[] = [];
  for (const path of files) {
    const source = readFileSync(`${ROOT}${path}`, 'utf8');
    relativeImports += importSpecifiers(source).filter((specifier) => specifier.startsWith('.')).length;
    problems.push(...fileProblems(path, source, SELF_EXPORTS));
  }
  // The scan itself must have seen the tree: a pattern that matched nothing would pass any code.
  t.ok(files.length > 300, `${files.length} source files read`);
  t.ok(relativeImports > 1000, `${relativeImports} relative imports read`);
  t.same(problems, [], 'no import breaks the rules');
});

t.test('no test reads a file outside the clone', async (t) => {
  // test/ may import anything in the repository, but a clone must hold all it reads: a path that
  // walks above the root (as the WebGen-Bench set once did, from ../shared/) fails in a fresh clone.
  // Absolute paths of one machine are checked for /work/ only: tests use /home/ as URL paths.
  const files = readdirSync(`${ROOT}test`, { recursive: true, encoding: 'utf8' })
    .filter((name) => SOURCE.test(name))
    .map((name) => `test/${name.split('\\').join('/')}`)
    .filter((path) => path !== 'test/unit/import-rules.test.ts'); // its examples name such paths on purpose
  const problems: string[] = [];
  for (const path of files) {
    const source = readFileSync(`${ROOT}${path}`, 'utf8');
    for (const text of relativePathStrings(source)) {
      if (isOutsideRepository(posix.normalize(posix.join(posix.dirname(path), text)))) problems.push(`${path} names '${text}'`);
    }
    for (const text of machinePathStrings(source)) if (text.startsWith('/work/')) problems.push(`${path} names '${text}'`);
  }
  t.ok(files.length > 100, `${files.length} test files read`);
  t.same(problems, [], 'every path a test names is inside the repository');
});
