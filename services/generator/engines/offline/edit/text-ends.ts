// Looks at the end of a text, or at the text just before an offset, by walking back from there
// character by character. Regular expressions anchored at the end (`/\n*$/`) are tried from
// every position of the text and take time growing with the square of its length on caller
// files such as a million line breaks; these loops only read the characters they keep.

function isBlank(char: string | undefined): boolean {
  return char === ' ' || char === '\t';
}

/** The text with its trailing line feeds replaced by exactly one (what `replace(/\n*$/, '\n')` did). */
export function withOneFinalNewline(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === '\n') end--;
  return `${text.slice(0, end)}\n`;
}

/** Length of the line feed and spaces or tabs that end `text` before `offset`, or 0 (`/\n[ \t]*$/`). */
export function breakAndIndentBefore(text: string, offset: number): number {
  let start = offset;
  while (start > 0 && isBlank(text[start - 1])) start--;
  return start > 0 && text[start - 1] === '\n' ? offset - start + 1 : 0;
}

/** The spaces and tabs that open the line holding `offset` (`/(?:^|\n)([ \t]*)[^\n]*$/` before it). */
export function indentOfLineAt(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  let end = lineStart;
  while (end < offset && isBlank(text[end])) end++;
  return text.slice(lineStart, end);
}
