// Finds the first e-mail address in a page's text. It matches exactly what
// /[^\s@<>"']+@[^\s@<>"']+\.[a-z]{2,}/i matches, but from each '@' outwards: that expression
// is tried from every position and runs to the end of each stretch of word characters before
// failing, so a page of one long word took time growing with the square of its length.

const NOT_IN_ADDRESS = /[\s@<>"']/;

function inAddress(char: string | undefined): boolean {
  return char !== undefined && !NOT_IN_ADDRESS.test(char);
}

function isAsciiLetter(char: string | undefined): boolean {
  return char !== undefined && /[a-z]/i.test(char);
}

export function findEmail(text: string): string | undefined {
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (inAddress(text[start - 1])) start--;
    if (start === at) continue;
    let end = at + 1;
    while (inAddress(text[end])) end++;
    // The domain is as long as it can be: the last dot with two letters after it, and a character before it.
    for (let dot = end - 1; dot >= at + 2; dot--) {
      if (text[dot] !== '.' || !isAsciiLetter(text[dot + 1]) || !isAsciiLetter(text[dot + 2])) continue;
      let last = dot + 3;
      while (isAsciiLetter(text[last])) last++;
      return text.slice(start, last);
    }
  }
  return undefined;
}
