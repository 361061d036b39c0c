// The words of an item's name as they are compared: accents, case and a plural's final "s" set
// aside, so "Trims" names "Beard trim" and "cafe" names "Café"; and the plural endings of German,
// Spanish and French beside them, so "Brezel" names "Brezeln" and "pan" names "panes".

function normalise(word: string): string {
  const plain = word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return plain.length > 3 && plain.endsWith('s') ? plain.slice(0, -1) : plain;
}

export function wordsOf(text: string): string[] {
  return (text.match(/[\p{L}\d]+/gu) ?? []).map(normalise);
}

// Endings a plural adds to a (normalised) singular: Brezel-n, Torte-n, Kuchen, Kind-er, pan-es.
const PLURAL_ENDINGS = ['n', 'en', 'e', 'er', 'es', 'x'];

/** Two normalised words of item names that name the same thing: equal, or one the other's plural. */
export function sameItemWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 3 && long.startsWith(short) && PLURAL_ENDINGS.includes(long.slice(short.length));
}
