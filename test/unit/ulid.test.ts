// ULIDs: 26 Crockford base32 characters, ordered by their millisecond, and 80 random bits each,
// never repeated, however many are made (the random bytes come from the CSPRNG in blocks).
import t from 'tap';
import { ULID_PATTERN, ulid } from '../../shared/ids/ulid.ts';

t.test('well-formed, and ordered by time', async (t) => {
  const id = ulid();
  t.match(id, new RegExp(`^${ULID_PATTERN}$`));
  t.ok(ulid(1_000) < ulid(2_000), 'an earlier millisecond sorts first');
  t.equal(ulid(1_700_000_000_000).slice(0, 10), ulid(1_700_000_000_000).slice(0, 10), 'the same millisecond, the same time part');
});

t.test('the random part never repeats, across many blocks of random bytes', async (t) => {
  const count = 5_000;
  const randoms = new Set<string>();
  for (let i = 0; i < count; i++) randoms.add(ulid(0).slice(10));
  t.equal(randoms.size, count, `${count} ids made in the same millisecond, all different`);
  // Every character of the random part takes many values: no position is stuck.
  const samples = [...randoms].slice(0, 1_000);
  for (let position = 0; position < 16; position++) {
    const seen = new Set(samples.map((random) => random[position]));
    t.ok(seen.size >= 24, `position ${position} takes ${seen.size} of 32 values`);
  }
});
