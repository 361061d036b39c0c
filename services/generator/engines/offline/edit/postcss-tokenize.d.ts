// postcss ships no types for its tokenizer (it is exported, as `postcss/lib/tokenize`): the part
// css-edit.ts calls. A token is its type ('{', '}', 'word', 'string'...) and its text.
declare module 'postcss/lib/tokenize' {
  import type { Input } from 'postcss';
  type Token = [type: string, content: string, start?: number, end?: number];
  interface Tokenizer {
    nextToken(): Token | undefined;
    endOfFile(): boolean;
  }
  export default function tokenizer(input: Input, options?: { ignoreErrors?: boolean }): Tokenizer;
}
