// The WebGen-Bench copy in the repository is the published file, whole: the quality suite and the eval
// read it, and a changed or cut copy would make them pass on less than the benchmark.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { loadWebGen, WEBGEN_SIZE } from '../../support/site-quality/webgen.ts';

const FIXTURE = fileURLToPath(new URL('../../fixtures/webgen-bench/test.jsonl', import.meta.url));
// Recorded in test/fixtures/webgen-bench/SOURCE.md: data/test.jsonl of mnluzimu/WebGen-Bench at commit 95a9930.
const UPSTREAM_SHA256 = 'e6451c1c5aed85ab01a15ab7c6be2bc737d4df28ca8b9ae15805a237878dee29';

t.test('the copy in the repository is byte for byte the upstream test set', async (t) => {
  const digest = createHash('sha256').update(readFileSync(FIXTURE)).digest('hex');
  t.equal(digest, UPSTREAM_SHA256);
});

t.test('the loader reads the copy in the repository unless WEBGEN_BENCH names another', async (t) => {
  t.equal(process.env.WEBGEN_BENCH, undefined, 'the suite runs without the override');
  const items = loadWebGen();
  t.equal(items.length, WEBGEN_SIZE);
  t.equal(new Set(items.map((item) => item.id)).size, WEBGEN_SIZE, 'ids are distinct');
  t.ok(
    items.every((item) => item.instruction.length > 0 && item.application_type.length > 0),
    'every item has an instruction and an application type',
  );
});

t.test('a WEBGEN_BENCH file with fewer instructions is an error, never a smaller test', async (t) => {
  const short = fileURLToPath(
    new URL(
      './webgen-short.jsonl',
      `file://${t.testdir({ 'webgen-short.jsonl': '{"id":"1","instruction":"x","application_type":"y"}\n' })}/`,
    ),
  );
  t.teardown(() => {
    delete process.env.WEBGEN_BENCH;
  });
  process.env.WEBGEN_BENCH = short;
  t.throws(() => loadWebGen(), { message: /has 1 instructions, expected 101/ });
});
