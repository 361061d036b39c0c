// Regular expressions never use modifier groups ("(?i:...)", "(?-i:...)"): Node 24's V8 matched them
// one way in its interpreter and another once it compiled an expression to machine code (a request's
// business name found in a fresh process was lost after a few hundred requests; see
// services/generator/engines/offline/request/caseless-pattern.ts). caseless() writes the same
// patterns without them.
import t from 'tap';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { caseless } from '../../services/generator/engines/offline/request/caseless-pattern.ts';

const MODIFIER = /\(\?-?[ims]+(?:-[ims]+)?:/;

async function sourceFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await sourceFiles(path)));
    else if (entry.name.endsWith('.ts')) out.push(path);
  }
  return out;
}

t.test('no modifier group in any regular expression of the code', async (t) => {
  const found: string[] = [];
  for (const root of ['services', 'shared', 'infra', 'test']) {
    for (const file of await sourceFiles(root)) {
      const lines = (await readFile(file, 'utf8')).split('\n');
      lines.forEach((line, i) => {
        // Comments may name them; code may not.
        const code = line.replace(/^\s*(?:\/\/|\*|\/\*).*$/, '').replace(/\s\/\/\s.*$/, '');
        if (MODIFIER.test(code) && !file.endsWith('no-regexp-modifiers.test.ts')) found.push(`${file}:${i + 1}`);
      });
    }
  }
  t.same(found, [], 'modifier groups found');
});

t.test('caseless() matches the words in any case and leaves escapes and classes alone', async (t) => {
  t.equal(caseless('use|put'), '[uU][sS][eE]|[pP][uU][tT]');
  t.equal(caseless(String.raw`\bfor\s+\p{Lu}[oa]`), String.raw`\b[fF][oO][rR]\s+\p{Lu}[oa]`);
  t.equal(caseless('près de'), '[pP][rR][èÈ][sS] [dD][eE]');
  const pattern = new RegExp(`^(?:${caseless('based in')})\\s+(\\p{Lu}\\p{Ll}+)$`, 'u');
  t.equal(pattern.exec('BASED IN Leeds')?.[1], 'Leeds');
  t.equal(pattern.exec('Based in leeds'), null, 'the rest of the expression keeps its case');
});
