// What a file's content must be, by its encoding (issue 27): the rules the gateway holds a
// caller's files to (shared/api/schemas.ts) and the generator an engine's (output-rules.ts).
// Sizes always count the file's bytes: a text's UTF-8 bytes, a binary file's decoded bytes.
import { textProblem } from '../text/text-rules.ts';
import { binaryContentProblem, binaryFormatOf } from './binary-formats.ts';
import { base64DecodedLength, decodeStrictBase64, strictBase64Problem } from './strict-base64.ts';

const tooLarge = (bytes: number, maxFileBytes: number) => `must be at most ${maxFileBytes} bytes (got ${bytes})`;

/** Why `content` cannot be the text of the file at `path`, or null when it can. */
export function textFileProblem(path: string, content: string, maxFileBytes: number): string | null {
  const format = binaryFormatOf(path);
  if (format) return `"${path}" is ${format.name}: send its bytes in base64 with "encoding": "base64"`;
  const bytes = Buffer.byteLength(content, 'utf8');
  return bytes > maxFileBytes ? tooLarge(bytes, maxFileBytes) : textProblem(content, 'storable');
}

/** Why base64 `content` cannot be the file at `path`, or null when it can. The size is checked before decoding. */
export function binaryFileProblem(path: string, content: string, maxFileBytes: number): string | null {
  const size = base64DecodedLength(content);
  if (size > maxFileBytes) return tooLarge(size, maxFileBytes);
  const bytes = decodeStrictBase64(content);
  if (!bytes) return strictBase64Problem(content);
  return binaryContentProblem(path, bytes);
}
