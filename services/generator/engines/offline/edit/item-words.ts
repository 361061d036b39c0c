// The words of an item's name as they are compared: accents, case and a plural's final "s" set
// aside, so "Trims" names "Beard trim" and "cafe" names "Café".

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
