// A key is accepted only against the hash of the record it is checked with, whether or not it
// was checked before: remembering a key that matched never lets another key, or a key whose record
// changed, through.
import t from 'tap';
import { keyIdOf, keyMatches, newApiKey } from '../../services/gateway/auth/api-key-format.ts';
import { sha256Hex } from '../../shared/files/digest.ts';

t.test('the key whose hash the record holds matches, every time', async (t) => {
  const { apiKey, keyHash, keyId } = newApiKey();
  t.equal(keyIdOf(apiKey), keyId);
  t.equal(keyHash, sha256Hex(apiKey));
  const record = { keyHash };
  t.ok(keyMatches(apiKey, record), 'first check (hashed)');
  t.ok(keyMatches(apiKey, record), 'second check (remembered)');
});

t.test('another secret under the same key id never matches, before or after the right key did', async (t) => {
  const { apiKey, keyHash } = newApiKey();
  const record = { keyHash };
  const forged = apiKey.slice(0, -1) + (apiKey.endsWith('A') ? 'B' : 'A');
  t.notOk(keyMatches(forged, record), 'before the right key was seen');
  t.ok(keyMatches(apiKey, record));
  t.notOk(keyMatches(forged, record), 'after it was remembered');
  t.notOk(keyMatches(apiKey.slice(0, -1), record), 'a shorter key');
  t.notOk(keyMatches(`${apiKey}A`, record), 'a longer key');
  // As many characters, one of them outside ASCII: more bytes than the buffer the key is written
  // into holds. Right after the right key, whose last byte is still in that buffer.
  t.ok(keyMatches(apiKey, record));
  t.notOk(keyMatches(`${apiKey.slice(0, -1)}\u00e9`, record), 'a key ending in a character outside ASCII');
  t.notOk(keyMatches(`${apiKey.slice(0, -2)}\u00e9${apiKey.at(-1)}`, record), 'a key with a character outside ASCII');
  t.ok(keyMatches(apiKey, record), 'the right key still matches after those');
});

t.test('a key remembered for one record does not match a record with another hash', async (t) => {
  const old = newApiKey();
  const first = { keyHash: old.keyHash };
  t.ok(keyMatches(old.apiKey, first));
  // The key was issued again (a new record with a new hash): the old secret is checked afresh.
  const reissued = { keyHash: newApiKey().keyHash };
  t.notOk(keyMatches(old.apiKey, reissued));
  t.notOk(keyMatches(old.apiKey, { keyHash: '' }), 'nor a record without a hash (revoked)');
});
