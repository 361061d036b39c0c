// A part of a regular expression that matches in any case, inside an expression that does not:
// "use|put" -> "[uU][sS][eE]|[pP][uU][tT]". This stands in for the modifier groups "(?i:...)" and
// "(?-i:...)", which Node 24's V8 matches differently once it compiles an expression to machine code
// (found on 2026-11-28: "Our cidery Applecross" named its business in a fresh process, and nothing
// after a few hundred requests; `--regexp-interpret-all` matched every time, `--no-regexp-optimization`
// never). test/unit/no-regexp-modifiers.test.ts keeps them out of the code.

/** `source` with every letter outside escapes and classes matching in both cases. */
export function caseless(source: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === '\\') {
      // An escape and what it names ("\b", "\s", "\p{L}", "\u00e9") stay as written.
      const next = source[i + 1] ?? '';
      const braced = (next === 'p' || next === 'P' || next === 'u') && source[i + 2] === '{';
      const end = braced ? source.indexOf('}', i) : i + 1;
      out += source.slice(i, end + 1);
      i = end;
      continue;
    }
    if (ch === '[' && !inClass) inClass = true;
    else if (ch === ']' && inClass) inClass = false;
    const lower = ch.toLowerCase();
    const upper = ch.toUpperCase();
    // Inside a class ("[oa]", "[a-z]") letters stay as written: a range cannot take a second case letter by letter.
    if (inClass || lower === upper || lower.length !== 1 || upper.length !== 1) out += ch;
    else out += `[${lower}${upper}]`;
  }
  return out;
}
